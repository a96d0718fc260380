import { Body, Controller, Param, Patch, UseGuards } from '@nestjs/common';
import type { WorkRecord } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { RecordIdPipe } from '../http/id-pipes';
import { SummaryEditsService } from './summary-edits.service';

@Controller('api/work-records')
@UseGuards(SessionAuthGuard)
export class SummaryEditsController {
  constructor(private readonly edits: SummaryEditsService) {}

  /** 200 the record with its edited summary ({subject?, sections?}); another user's record → 404. */
  @Patch(':id/summary')
  edit(
    @CurrentUser() user: SessionUser,
    @Param('id', RecordIdPipe) id: string,
    @Body() body: unknown,
  ): Promise<WorkRecord> {
    return this.edits.edit(user.id, id, body);
  }
}
