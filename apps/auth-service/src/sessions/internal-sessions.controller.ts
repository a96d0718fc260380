// For other services' SessionVerifier on a Redis miss: is this session live?
import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { InternalGuard } from '@diary/server-auth';
import { SessionsService } from './sessions.service';

@Controller('internal/sessions')
@UseGuards(InternalGuard)
export class InternalSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get(':sid')
  async live(@Param('sid') sid: string): Promise<{ userId: string }> {
    const userId = isUUID(sid) ? await this.sessions.liveUserId(sid) : null;
    if (!userId) throw new NotFoundException('There is no such live session.');
    return { userId };
  }
}
