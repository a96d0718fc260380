import { Module } from '@nestjs/common';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { CalendarFeedService } from './calendar-feed.service';

/** The ICS subscription of finished sessions behind a secret, rotatable URL. */
@Module({
  controllers: [CalendarFeedController],
  providers: [CalendarFeedRepository, CalendarFeedService],
})
export class CalendarFeedModule {}
