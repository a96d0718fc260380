// /api/auth/sessions: the signed-in devices of the user, and "Sign out" of one of them.
import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  UseGuards,
} from '@nestjs/common';
import { DeviceSession, SECURITY_MESSAGES } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { SessionsService } from './sessions.service';

@Controller('api/auth/sessions')
@UseGuards(SessionAuthGuard)
export class DeviceSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() user: SessionUser): Promise<DeviceSession[]> {
    return this.sessions.list(user.id, user.sessionId);
  }

  @Delete(':id')
  @HttpCode(204)
  end(
    @CurrentUser() user: SessionUser,
    @Param(
      'id',
      new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(SECURITY_MESSAGES.sessionNotFound) }),
    )
    id: string,
  ): Promise<void> {
    return this.sessions.end(user.id, id);
  }
}
