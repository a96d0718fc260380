import { Module } from '@nestjs/common';
import { AccountDataController } from './account-data.controller';
import { AccountDataRepository } from './account-data.repository';

/** Deleting a user's diary with the account (auth's user.deleted event). */
@Module({ controllers: [AccountDataController], providers: [AccountDataRepository] })
export class AccountDataModule {}
