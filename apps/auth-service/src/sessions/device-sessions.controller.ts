// /api/auth/sessions: the signed-in devices of the user, and "Sign out" of one of them.
import { Controller, Delete, Get, Header, HttpCode, Param, UseGuards } from '@nestjs/common';
import { DeviceSession, SECURITY_MESSAGES } from '@diary/contracts';
import { UuidOr404Pipe } from '@diary/server-core';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { SessionsService } from './sessions.service';
import { Answer, EXAMPLES } from '../openapi-examples';

@Controller('api/auth/sessions')
@UseGuards(SessionAuthGuard)
export class DeviceSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Answer(200, 'The live sessions of the user, this one first (current).', EXAMPLES.sessions)
  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() user: SessionUser): Promise<DeviceSession[]> {
    return this.sessions.list(user.id, user.sessionId);
  }

  @Answer(204, 'That session has ended, over HTTP and on its sockets.')
  @Answer(404, 'No such session of this user.')
  @Delete(':id')
  @HttpCode(204)
  end(
    @CurrentUser() user: SessionUser,
    @Param('id', new UuidOr404Pipe(SECURITY_MESSAGES.sessionNotFound))
    id: string,
  ): Promise<void> {
    return this.sessions.end(user.id, id);
  }
}
