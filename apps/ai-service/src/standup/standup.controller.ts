// /api/standup: post a day's stand-up to the user's chat now, and what Settings shows of the sends.
import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { PostStandupRequest, type StandupStatus } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { ZodBodyPipe } from '@diary/server-core';
import type { z } from 'zod';
import { StandupService } from './standup.service';

/** A type alias, not the schema's name: Nest's ValidationPipe must see a plain object here. */
type PostStandupBody = z.infer<typeof PostStandupRequest>;

@Controller('api/standup')
@UseGuards(SessionAuthGuard)
export class StandupController {
  constructor(private readonly standup: StandupService) {}

  /** 202: the post is queued; its outcome shows in GET /api/standup/status. */
  @Post('post')
  @HttpCode(202)
  async post(
    @CurrentUser() user: SessionUser,
    @Body(new ZodBodyPipe(PostStandupRequest)) body: PostStandupBody,
  ): Promise<{ date: string }> {
    await this.standup.queuePost(user.id, body.date);
    return { date: body.date };
  }

  @Get('status')
  status(@CurrentUser() user: SessionUser): Promise<StandupStatus> {
    return this.standup.status(user.id);
  }
}
