import { Module } from '@nestjs/common';
import { UserRateLimiter } from '@diary/server-core';
import { CalendarFeedCache } from './calendar-feed-cache';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { CalendarFeedService } from './calendar-feed.service';

/** The ICS subscription of finished sessions behind a secret, rotatable URL. */
@Module({
  controllers: [CalendarFeedController],
  providers: [CalendarFeedRepository, CalendarFeedService, CalendarFeedCache, UserRateLimiter],
})
export class CalendarFeedModule {}
