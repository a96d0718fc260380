// Admin routes: a signed-in, enabled administrator, with a session (never a personal API token).
// Runs after SessionAuthGuard; the role is read from the database on every request, so a demoted
// administrator loses the routes at once.
import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ADMIN_MESSAGES } from '@diary/contracts';
import type { SessionUser } from '@diary/server-auth';
import { AdminRepository } from './admin.repository';

@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly admins: AdminRepository) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const user = ctx.switchToHttp().getRequest<Request & { user?: SessionUser }>().user;
    if (!user) return false;
    if (user.apiToken) throw new ForbiddenException(ADMIN_MESSAGES.tokenNotForAdmin);
    const record = await this.admins.findUser(user.id);
    if (record?.role !== 'admin' || record.disabled) throw new ForbiddenException(ADMIN_MESSAGES.adminOnly);
    return true;
  }
}
