import { Module } from '@nestjs/common';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { RepositoriesModule } from '../repositories.module';

@Module({
  imports: [RepositoriesModule],
  controllers: [CalendarController],
  providers: [CalendarService],
})
export class CalendarModule {}
