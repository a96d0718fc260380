// The calendar subscription: a secret URL per user, rotated on request, serving the user's finished
// sessions as iCalendar events titled with their summary's subject (or "Work session").
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { INTERNAL } from '@diary/contracts/server';
import { BaseConfig, CONFIG, callService } from '@diary/server-core';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { feedKey, feedToken, tokenHash, TOKEN_PATTERN } from './calendar-feed-token';

const PAGE = 1000;
export const FEED_NOT_FOUND = 'There is no such calendar feed.';

export const feedPath = (token: string) => `/api/calendar-feed/${token}.ics`;

@Injectable()
export class CalendarFeedService {
  private readonly key: Buffer;

  constructor(
    private readonly feeds: CalendarFeedRepository,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {
    this.key = feedKey(config.INTERNAL_TOKEN);
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
    return token;
  }

  /** The feed's iCalendar text; 404 for a token that is malformed, rotated away or never was. */
  async ics(token: string): Promise<string> {
    const userId = TOKEN_PATTERN.test(token) ? await this.feeds.userOf(tokenHash(token)) : null;
    if (!userId || !(await this.active(userId))) throw new NotFoundException(FEED_NOT_FOUND);
    const calendar = ical({ name: 'Work diary', prodId: { company: 'work-diary', product: 'work-diary' } });
    calendar.method(ICalCalendarMethod.PUBLISH);
    let after: { startTime: Date; id: string } | null = null;
    for (;;) {
      const page = await this.feeds.finishedPage(userId, after, PAGE);
      for (const s of page)
        calendar.createEvent({
          id: `${s.id}@work-diary`,
          start: s.startTime,
          end: s.endTime,
          summary: s.subject?.trim() || 'Work session',
          description: s.description ?? undefined,
          stamp: s.endTime,
        });
      if (page.length < PAGE) break;
      after = { startTime: page[page.length - 1].startTime, id: page[page.length - 1].id };
    }
    return calendar.toString();
  }
}
