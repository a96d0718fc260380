import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { replyJson } from '../http/json-reply';
import { SaveDraftDto } from './draft-notes.dto';
import { DraftNotesService } from './draft-notes.service';
import { DayKeyPipe } from '@diary/server-core';

@Controller('api/draft-notes')
@UseGuards(SessionAuthGuard)
export class DraftNotesController {
  constructor(private readonly drafts: DraftNotesService) {}

  /** 200 {date, content}, or 200 null (the JSON text) when there is no draft. */
  @Get(':date')
  async get(
    @CurrentUser() user: SessionUser,
    @Param('date', DayKeyPipe) date: string,
    @Res() res: Response,
  ): Promise<void> {
    replyJson(res, await this.drafts.get(user.id, date));
  }

  /** 200 {date, content}; blank content deletes the draft and answers 200 null. */
  @Post()
  async save(
    @CurrentUser() user: SessionUser,
    @Body() body: SaveDraftDto,
    @Res() res: Response,
  ): Promise<void> {
    replyJson(res, await this.drafts.save(user.id, body.date, body.content));
  }

  @Delete(':date')
  @HttpCode(204)
  remove(@CurrentUser() user: SessionUser, @Param('date', DayKeyPipe) date: string): Promise<void> {
    return this.drafts.remove(user.id, date);
  }
}
