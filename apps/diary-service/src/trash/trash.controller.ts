import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { TrashItem, TrashRestoreResult } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { UuidOr404Pipe } from '@diary/server-core';
import { TRASH_ITEM_NOT_FOUND, TrashService } from './trash.service';

@Controller('api/trash')
@UseGuards(SessionAuthGuard)
export class TrashController {
  constructor(private readonly trash: TrashService) {}

  /** Deleted notes and sessions, newest first, each with when it goes for good. */
  @Get()
  list(@CurrentUser() user: SessionUser): Promise<TrashItem[]> {
    return this.trash.list(user.id);
  }

  @Post(':id/restore')
  @HttpCode(200)
  restore(
    @CurrentUser() user: SessionUser,
    @Param('id', new UuidOr404Pipe(TRASH_ITEM_NOT_FOUND)) id: string,
  ): Promise<TrashRestoreResult> {
    return this.trash.restore(user.id, id);
  }

  /** Empties the trash for good. */
  @Delete()
  @HttpCode(204)
  empty(@CurrentUser() user: SessionUser): Promise<void> {
    return this.trash.empty(user.id);
  }
}
