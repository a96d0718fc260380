import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { UserDataController } from './user-data.controller';
import { UserDataRepository } from './user-data.repository';

/** A user's data as a whole: reports for export and import, and deleting it all with the account. */
@Module({
  imports: [JobsModule],
  controllers: [UserDataController],
  providers: [UserDataRepository],
})
export class UserDataModule {}
