// Guards /internal routes: only other services, which hold the shared INTERNAL_TOKEN, get in.
import { CanActivate, ExecutionContext, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { INTERNAL_TOKEN_HEADER } from '@diary/contracts';
import { BaseConfig, CONFIG } from '@diary/server-core';

@Injectable()
export class InternalGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: BaseConfig) {}

  canActivate(ctx: ExecutionContext): boolean {
    const given = ctx.switchToHttp().getRequest<Request>().headers[INTERNAL_TOKEN_HEADER];
    const a = Buffer.from(typeof given === 'string' ? given : '');
    const b = Buffer.from(this.config.INTERNAL_TOKEN);
    // Answer as if the route did not exist.
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw new NotFoundException('Not found.');
    return true;
  }
}
