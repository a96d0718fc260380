// /api/calendar-feed: the signed-in user's secret subscription URL and its rotation; the .ics itself
// is public to whoever holds the URL (calendar apps send no cookie).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  Controller,
  Get,
  HttpCode,
  Logger,
  NotFoundException,
  Param,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import type { CalendarFeed } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { FEED_CACHE_SECONDS } from './calendar-feed-cache';
import { CalendarFeedService, FEED_NOT_FOUND, feedPath } from './calendar-feed.service';

@Controller('api/calendar-feed')
export class CalendarFeedController {
  private readonly logger = new Logger(CalendarFeedController.name);

  constructor(private readonly feeds: CalendarFeedService) {}

  @Get()
  @UseGuards(SessionAuthGuard)
  async url(
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CalendarFeed> {
    res.setHeader('Cache-Control', 'no-store');
    return { url: feedPath(await this.feeds.token(user.id)) };
  }

  @Post('rotate')
  @HttpCode(200)
  @UseGuards(SessionAuthGuard)
  async rotate(
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CalendarFeed> {
    res.setHeader('Cache-Control', 'no-store');
    return { url: feedPath(await this.feeds.rotate(user.id)) };
  }

  @Get(':file')
  async ics(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const match = /^(.+)\.ics$/.exec(file);
    if (!match) throw new NotFoundException(FEED_NOT_FOUND);
    const body = await this.feeds.ics(match[1]);
    res
      .status(200)
      .setHeader('Content-Type', 'text/calendar; charset=utf-8')
      .setHeader('Cache-Control', `private, max-age=${FEED_CACHE_SECONDS}`)
      .setHeader('Referrer-Policy', 'no-referrer');
    if (Buffer.isBuffer(body)) {
      res.send(body);
      return;
    }
    // Streamed with backpressure; a failure after the first piece can only cut the answer short.
    await pipeline(Readable.from(body), res).catch((err: Error) =>
      this.logger.warn(`calendar feed cut short: ${err.message}`),
    );
  }
}
