import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects/projects.module';
import { ClientsModule } from '../clients/clients.module';
import { BillingSettings } from './billing-settings';
import { TimesheetController } from './timesheet.controller';
import { TimesheetRepository } from './timesheet.repository';
import { TimesheetService } from './timesheet.service';

@Module({
  imports: [ProjectsModule, ClientsModule],
  controllers: [TimesheetController],
  providers: [TimesheetService, TimesheetRepository, BillingSettings],
  exports: [TimesheetService],
})
export class TimesheetModule {}
