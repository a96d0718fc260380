// Guards /internal routes: only other services, which hold the shared INTERNAL_TOKEN, get in.
import { CanActivate, ExecutionContext, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import { BaseConfig, CONFIG, hasInternalToken } from '@diary/server-core';

@Injectable()
export class InternalGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: BaseConfig) {}

  canActivate(ctx: ExecutionContext): boolean {
    // Answer as if the route did not exist.
    if (!hasInternalToken(ctx.switchToHttp().getRequest<Request>().headers, this.config.INTERNAL_TOKEN))
      throw new NotFoundException('Not found.');
    return true;
  }
}
