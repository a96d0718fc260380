import { Module } from '@nestjs/common';
import { UserDataController } from './user-data.controller';
import { UserDataRepository } from './user-data.repository';

/** Deleting a user's index rows with the account (auth's user.deleted event). */
@Module({ controllers: [UserDataController], providers: [UserDataRepository] })
export class UserDataModule {}
