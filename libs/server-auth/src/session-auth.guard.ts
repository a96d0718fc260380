import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/** Guards a route (or controller) to signed-in users; req.user is then a SessionUser. */
@Injectable()
export class SessionAuthGuard extends AuthGuard('session') {
  handleRequest<TUser>(err: unknown, user: TUser | false, _info: unknown, _ctx: ExecutionContext): TUser {
    if (err) throw err;
    if (!user) throw new UnauthorizedException('You are not signed in.');
    return user;
  }
}
