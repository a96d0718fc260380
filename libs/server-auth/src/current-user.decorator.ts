import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { SessionUser } from './session-token';

/** The signed-in user of a guarded route. The session alone says who the caller is. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): SessionUser =>
    ctx.switchToHttp().getRequest<{ user: SessionUser }>().user,
);
