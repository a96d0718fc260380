// DELETE /internal/users/:userId: auth's user.deleted event. Idempotent; 204 once nothing is left.
import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { InternalGuard } from '@diary/server-auth';
import { UserIdPipe } from '../http/id-pipes';
import { AccountDataRepository } from './account-data.repository';
import { AttachmentsService } from '../attachments/attachments.service';

@Controller('internal/users')
@UseGuards(InternalGuard)
export class AccountDataController {
  constructor(
    private readonly data: AccountDataRepository,
    private readonly attachments: AttachmentsService,
  ) {}

  @Delete(':userId')
  @HttpCode(204)
  async remove(@Param('userId', UserIdPipe) userId: string): Promise<void> {
    await this.data.deleteUser(userId.toLowerCase());
    // A bucket's objects after the rows: a failure answers 5xx and the durable event retries.
    await this.attachments.forgetUser(userId.toLowerCase());
  }
}
