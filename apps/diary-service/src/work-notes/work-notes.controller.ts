import { Body, Controller, Param, Patch, Post, UseGuards } from '@nestjs/common';
import type { WorkNote } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { NoteIdPipe } from '../http/uuid-param.pipe';
import { CreateWorkNoteDto, UpdateWorkNoteDto } from './work-notes.dto';
import { WorkNotesService } from './work-notes.service';

@Controller('api/work-notes')
@UseGuards(SessionAuthGuard)
export class WorkNotesController {
  constructor(private readonly notes: WorkNotesService) {}

  @Post()
  create(@CurrentUser() user: SessionUser, @Body() body: CreateWorkNoteDto): Promise<WorkNote> {
    return this.notes.create(user.id, body);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', NoteIdPipe) id: string,
    @Body() body: UpdateWorkNoteDto,
  ): Promise<WorkNote> {
    return this.notes.update(user.id, id, body.content);
  }
}
