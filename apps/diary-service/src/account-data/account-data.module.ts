import { Module } from '@nestjs/common';
import { AccountDataController } from './account-data.controller';
import { AccountDataRepository } from './account-data.repository';
import { AttachmentsModule } from '../attachments/attachments.module';

/** Deleting a user's diary with the account (auth's user.deleted event). */
@Module({
  imports: [AttachmentsModule],
  controllers: [AccountDataController],
  providers: [AccountDataRepository],
})
export class AccountDataModule {}
