// A day's activity from the user's connections: fetched when the day is opened, kept 10 minutes
// per connection and day (activity_cache), then shown from the cache while a fresh fetch runs in the
// background. A connection that fails shows as its sentence (connections.problem), never an error.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ActivityItem, ConnectionKind } from '@diary/contracts';
import { CONFIG, outboundPolicyFromConfig } from '@diary/server-core';
import type { DiaryConfig } from '../config';
import { AuthClient } from '../clients/auth.client';
import { ConnectionsService } from '../connections/connections.service';
import { ActivityCacheRepository } from './activity-cache.repository';
import { checkedFetch } from './checked-fetch';
import { dayWindow } from './day-window';
import { ActivitySource, DayWindow, OpenedConnection, SourceProblem } from './sources/activity-source';
import { calendarSource } from './sources/calendar.source';
import { githubSource } from './sources/github.source';
import { gitlabSource } from './sources/gitlab.source';

/** How long a day's fetch is shown before it is fetched again. */
export const ACTIVITY_CACHE_MS = 10 * 60_000;

const SOURCES: Record<ConnectionKind, ActivitySource> = {
  github: githubSource,
  gitlab: gitlabSource,
  calendar: calendarSource,
};

// Items at the same time read in title order (an id can hold a connection's random id).
const byStart = (a: ActivityItem, b: ActivityItem) =>
  a.start.localeCompare(b.start) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);

@Injectable()
export class ActivityService {
  private readonly logger = new Logger(ActivityService.name);
  /** Fetches under way, by connection and day: a second open of the day waits for the same one. */
  private readonly running = new Map<string, Promise<ActivityItem[]>>();

  constructor(
    @Inject(CONFIG) private readonly config: DiaryConfig,
    private readonly connections: ConnectionsService,
    private readonly cache: ActivityCacheRepository,
    private readonly auth: AuthClient,
  ) {}

  /** The user's activity of the day, from every connection, in time order. */
  async day(userId: string, date: string): Promise<ActivityItem[]> {
    const connections = await this.connections.opened(userId);
    if (connections.length === 0) return [];
    const cached = new Map((await this.cache.read(userId, date)).map((c) => [c.connectionId, c]));
    let window: Promise<DayWindow> | undefined;
    const dayOf = () => (window ??= this.timeZone(userId).then((zone) => dayWindow(date, zone)));
    const lists = await Promise.all(
      connections.map(async (connection) => {
        const hit = cached.get(connection.id);
        if (!hit) return this.fetch(userId, connection, await dayOf(), undefined);
        if (Date.now() - new Date(hit.fetchedAt).valueOf() >= ACTIVITY_CACHE_MS) {
          void dayOf()
            .then((day) => this.fetch(userId, connection, day, hit.items))
            .catch((err) => this.logger.warn(`Background activity fetch failed: ${String(err)}`));
        }
        return hit.items;
      }),
    );
    return lists.flat().sort(byStart);
  }

  private fetch(
    userId: string,
    connection: OpenedConnection,
    day: DayWindow,
    previous: ActivityItem[] | undefined,
  ): Promise<ActivityItem[]> {
    const key = `${connection.id}:${day.date}`;
    const running = this.running.get(key);
    if (running) return running;
    const task = this.fetchNow(userId, connection, day, previous).finally(() => this.running.delete(key));
    this.running.set(key, task);
    return task;
  }

  private async fetchNow(
    userId: string,
    connection: OpenedConnection,
    day: DayWindow,
    previous: ActivityItem[] | undefined,
  ): Promise<ActivityItem[]> {
    const fetch = checkedFetch(outboundPolicyFromConfig(this.config));
    let items: ActivityItem[];
    let problem: string | null = null;
    try {
      items = (await SOURCES[connection.kind](connection, day, fetch)).sort(byStart);
    } catch (err) {
      if (!(err instanceof SourceProblem))
        this.logger.error(`Activity of a ${connection.kind} connection failed: ${String(err)}`);
      problem =
        err instanceof SourceProblem
          ? err.message
          : 'The activity could not be read; it will be tried again later.';
      // What was fetched before stays shown; the failure is not tried again before the cache's time is up.
      items = previous ?? [];
    }
    await this.cache.write(userId, connection.id, day.date, items, new Date());
    await this.connections.setProblem(userId, connection.id, problem);
    return items;
  }

  /** The user's zone from their settings; UTC when it is not set or the auth service does not answer. */
  private async timeZone(userId: string): Promise<string | null> {
    try {
      return (await this.auth.settings(userId)).timeZone ?? null;
    } catch (err) {
      this.logger.warn(`User settings unavailable, the activity's day is read in UTC: ${String(err)}`);
      return null;
    }
  }
}
