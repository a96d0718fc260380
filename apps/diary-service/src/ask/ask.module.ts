import { Module } from '@nestjs/common';
import { UserRateLimiter } from '@diary/server-core';
import { StatsModule } from '../stats/stats.module';
import { ClientsModule } from '../clients/clients.module';
import { TimesheetModule } from '../timesheet/timesheet.module';
import { AskController } from './ask.controller';
import { AskRepository } from './ask.repository';
import { AskService } from './ask.service';
import { LastContactRepository } from './last-contact.repository';
import { LastContactService } from './last-contact.service';

@Module({
  imports: [StatsModule, ClientsModule, TimesheetModule],
  controllers: [AskController],
  providers: [AskService, AskRepository, LastContactService, LastContactRepository, UserRateLimiter],
})
export class AskModule {}
