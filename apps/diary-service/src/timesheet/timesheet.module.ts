import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects/projects.module';
import { TimesheetController } from './timesheet.controller';
import { TimesheetRepository } from './timesheet.repository';
import { TimesheetService } from './timesheet.service';

@Module({
  imports: [ProjectsModule],
  controllers: [TimesheetController],
  providers: [TimesheetService, TimesheetRepository],
})
export class TimesheetModule {}
