import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { NoteRevision, WorkNote } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { NoteIdPipe, RevisionIdPipe, TaskIndexPipe } from '../http/id-pipes';
import { CreateWorkNoteDto, ToggleNoteTaskDto, UpdateWorkNoteDto } from './work-notes.dto';
import { WorkNotesService } from './work-notes.service';
import { noteAttributesOf } from './note-writer';

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
    return this.notes.update(
      user.id,
      id,
      body.content,
      body.baseUpdatedAt,
      body.sealed,
      noteAttributesOf(body),
    );
  }

  /** Ticks (or unticks) the index-th task box, 0 first, on the note's current text. */
  @Post(':id/tasks/:index')
  @HttpCode(200)
  setTask(
    @CurrentUser() user: SessionUser,
    @Param('id', NoteIdPipe) id: string,
    @Param('index', TaskIndexPipe) index: number,
    @Body() body: ToggleNoteTaskDto,
  ): Promise<WorkNote> {
    return this.notes.setTask(user.id, id, index, body.checked);
  }

  /** The note's earlier versions, newest first. */
  @Get(':id/revisions')
  revisions(@CurrentUser() user: SessionUser, @Param('id', NoteIdPipe) id: string): Promise<NoteRevision[]> {
    return this.notes.revisions(user.id, id);
  }

  /** Makes an earlier version the note's text again; answers the note. */
  @Post(':id/revisions/:rid/restore')
  @HttpCode(200)
  restore(
    @CurrentUser() user: SessionUser,
    @Param('id', NoteIdPipe) id: string,
    @Param('rid', RevisionIdPipe) rid: string,
  ): Promise<WorkNote> {
    return this.notes.restore(user.id, id, rid);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SessionUser, @Param('id', NoteIdPipe) id: string): Promise<void> {
    return this.notes.remove(user.id, id);
  }
}
