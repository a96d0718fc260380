// DELETE /internal/users/:userId: auth's user.deleted event. Idempotent; 204 once nothing is left.
import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { InternalGuard } from '@diary/server-auth';
import { UserIdPipe } from '../http/id-pipes';
import { AccountDataRepository } from './account-data.repository';

@Controller('internal/users')
@UseGuards(InternalGuard)
export class AccountDataController {
  constructor(private readonly data: AccountDataRepository) {}

  @Delete(':userId')
  @HttpCode(204)
  remove(@Param('userId', UserIdPipe) userId: string): Promise<void> {
    return this.data.deleteUser(userId.toLowerCase());
  }
}
