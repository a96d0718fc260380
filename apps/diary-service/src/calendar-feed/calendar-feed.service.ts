// The calendar subscription: a secret URL per user, rotated on request, serving the finished
// sessions of a window around today (CALENDAR_FEED_DAYS) as iCalendar events, streamed, cached for
// a minute and limited per feed, so a diary of any size costs the others nothing (round four).
import { Inject, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { INTERNAL } from '@diary/contracts/server';
import { LiveSessions } from '@diary/server-auth';
import { CONFIG, callService, describeWait, UserRateLimiter } from '@diary/server-core';
import type { DiaryConfig } from '../config';
import { CalendarFeedCache } from './calendar-feed-cache';
import { icsPieces } from './calendar-feed-ics';
import { CalendarFeedRepository, type FeedSession } from './calendar-feed.repository';
import { feedKey, feedToken, tokenHash, TOKEN_PATTERN } from './calendar-feed-token';

const PAGE = 1000;
const DAY_MS = 86_400_000;
export const FEED_NOT_FOUND = 'There is no such calendar feed.';

export const feedPath = (token: string) => `/api/calendar-feed/${token}.ics`;

@Injectable()
export class CalendarFeedService implements OnModuleInit {
  private readonly logger = new Logger(CalendarFeedService.name);
  private readonly key: Buffer;

  constructor(
    private readonly feeds: CalendarFeedRepository,
    private readonly cache: CalendarFeedCache,
    private readonly limiter: UserRateLimiter,
    private readonly live: LiveSessions,
    @Inject(CONFIG) private readonly config: DiaryConfig,
  ) {
    this.key = feedKey(config.INTERNAL_TOKEN);
  }

  /** A password change or an administrator's reset (auth's revocation says so) rotates the URL. */
  onModuleInit(): void {
    this.live.onRevoked(({ userId, credentialsChanged }) => {
      if (!credentialsChanged) return;
      this.rotateExisting(userId).catch((err: Error) =>
        this.logger.error(`could not rotate the calendar feed after a password change: ${err.message}`),
      );
    });
  }

  /** Rotates the user's feed if there is one (a user who never asked for a URL gets none). */
  async rotateExisting(userId: string): Promise<void> {
    const feedId = randomUUID();
    if (await this.feeds.replaceExisting(userId, feedId, tokenHash(feedToken(this.key, feedId))))
      await this.cache.forget(userId);
  }

  /** A disabled (or deleted) account's feed answers as if it did not exist (R3-D7). */
  private async active(userId: string): Promise<boolean> {
    return callService<{ active: boolean }>(this.config.AUTH_URL, INTERNAL.userActive(userId), {
      internalToken: this.config.INTERNAL_TOKEN,
      timeoutMs: Math.min(this.config.SERVICE_TIMEOUT_MS, 5000),
    }).then(
      (answer) => answer.active === true,
      (err: { getStatus?: () => number }) => {
        if (err.getStatus?.() === 404) return false;
        throw err;
      },
    );
  }

  /** The token of the user's feed, made on first ask. */
  async token(userId: string): Promise<string> {
    let feedId = await this.feeds.feedId(userId);
    if (!feedId) {
      const fresh = randomUUID();
      feedId = await this.feeds.create(userId, fresh, tokenHash(feedToken(this.key, fresh)));
    }
    return feedToken(this.key, feedId);
  }

  async rotate(userId: string): Promise<string> {
    const feedId = randomUUID();
    const token = feedToken(this.key, feedId);
    await this.feeds.replace(userId, feedId, tokenHash(token));
    await this.cache.forget(userId);
    return token;
  }

  /**
   * The feed of a token: 404 for a token that is malformed, rotated away or never was (or a
   * disabled account's); 429 past CALENDAR_FEED_MAX_PER_MINUTE. The answer is the cached text of
   * the last minute, or the window's events streamed as they are read.
   */
  async ics(token: string): Promise<Buffer | AsyncIterable<Buffer>> {
    const userId = TOKEN_PATTERN.test(token) ? await this.feeds.userOf(tokenHash(token)) : null;
    if (!userId || !(await this.active(userId))) throw new NotFoundException(FEED_NOT_FOUND);
    await this.limiter.take(
      'calendar-feed',
      userId,
      [{ seconds: 60, max: this.config.CALENDAR_FEED_MAX_PER_MINUTE }],
      (wait) => `This calendar feed was asked for too often. Please try again in ${describeWait(wait)}.`,
    );
    const cached = await this.cache.get(userId);
    if (cached) return cached;
    return this.cache.keepWhilePassing(userId, icsPieces(this.pages(userId)));
  }

  /** The finished sessions of the window around now (CALENDAR_FEED_DAYS), a page at a time. */
  private async *pages(userId: string): AsyncGenerator<FeedSession[]> {
    const now = Date.now();
    const { back, ahead } = this.config.CALENDAR_FEED_DAYS;
    const window = { from: new Date(now - back * DAY_MS), to: new Date(now + ahead * DAY_MS) };
    let after: { startTime: Date; id: string } | null = null;
    for (;;) {
      const page = await this.feeds.finishedPage(userId, window, after, PAGE);
      yield page;
      if (page.length < PAGE) return;
      after = { startTime: page[page.length - 1].startTime, id: page[page.length - 1].id };
    }
  }
}
