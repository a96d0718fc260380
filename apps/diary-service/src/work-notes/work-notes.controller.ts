import { Body, Controller, Delete, HttpCode, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { WorkNote } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { NoteIdPipe } from '../http/id-pipes';
import { CreateWorkNoteDto, UpdateWorkNoteDto } from './work-notes.dto';
import { WorkNotesService } from './work-notes.service';

@Controller('api/work-notes')
@UseGuards(SessionAuthGuard)
export class WorkNotesController {
  constructor(private readonly notes: WorkNotesService) {}

  /** 201 with the new note; 200 with the first one when its clientId was seen before. */
  @Post()
  async create(
    @CurrentUser() user: SessionUser,
    @Body() body: CreateWorkNoteDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<WorkNote> {
    const { note, created } = await this.notes.create(user.id, body);
    if (!created) res.status(200);
    return note;
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', NoteIdPipe) id: string,
    @Body() body: UpdateWorkNoteDto,
  ): Promise<WorkNote> {
    return this.notes.update(user.id, id, body.content);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SessionUser, @Param('id', NoteIdPipe) id: string): Promise<void> {
    return this.notes.remove(user.id, id);
  }
}
