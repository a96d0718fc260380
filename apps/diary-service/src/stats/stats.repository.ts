// SQL of "where the time went": a user's tags with their use, and a range of days in numbers.
// A record counts whole on its `date` (the client's day key, as in GET /api/work-records/{date}):
// the server does not know the user's time zone, so a session that crosses midnight belongs to the
// day it was started on, and a range's days add up to the daily overviews' totals.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StatsDay, StatsProject, StatsTag, TagUsage } from '@diary/contracts';

// Sums of minutes are float8 (exact for whole numbers far past any diary), never int: a few long
// sessions summed past 2^31 and made the statement fail for that user on every call.

/** Whole minutes of a record (also ask.repository.ts), as sessionMinutes (libs/contracts duration.ts) counts them; an active one up to $now. */
export const MINUTES = (now: string) =>
  `greatest(0, floor(extract(epoch FROM (coalesce(end_time, ${now}) - start_time)) / 60))::bigint`;

/**
 * The user's tags with their records and minutes: the finished records' sums from tag_usage (kept
 * by triggers on work_records, migration TagUsage) plus the records without an end, counted live
 * up to $2 (at most the one active session).
 */
export const TAG_USAGE_SQL = `
  SELECT name, sum(count)::int AS count, sum(minutes)::float8 AS minutes
  FROM (
    SELECT tag AS name, records AS count, minutes FROM tag_usage WHERE user_id = $1 AND records > 0
    UNION ALL
    SELECT t, 1, ${MINUTES('$2::timestamptz')}
    FROM work_records r, unnest(r.tags) AS t
    WHERE r.user_id = $1 AND r.end_time IS NULL
  ) u
  GROUP BY name
  ORDER BY count DESC, minutes DESC, name`;

/**
 * One statement (one round trip): the range's records once, then each day's tags with the whole
 * minutes of their records, from which the days, the tag totals and the breakdown are built; the
 * longest record is picked before its JSON is. One minutes rule (contract, round four, as Toggl
 * does it): a session counts whole under each of its tags, so `by_tag` is `tags` and a day's tags
 * may add up to more than its minutes.
 */
export const RANGE_STATS_SQL = `
  WITH r AS MATERIALIZED (
    SELECT id, date, tags, project_id, ${MINUTES('$4::timestamptz')} AS minutes
    FROM work_records WHERE user_id = $1 AND date BETWEEN $2::date AND $3::date
  ),
  s AS MATERIALIZED (
    SELECT r.date, u.t AS name, sum(r.minutes)::float8 AS minutes
    FROM r, unnest(r.tags) AS u(t)
    GROUP BY r.date, u.t
  )
  SELECT
    (SELECT json_agg(json_build_object('date', to_char(g.d, 'YYYY-MM-DD'), 'minutes', coalesce(x.minutes, 0),
              'sessions', coalesce(x.sessions, 0), 'byTag', coalesce(st.by_tag, '[]'),
              'untaggedMinutes', coalesce(x.untagged, 0)) ORDER BY g.d)
       FROM generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') AS g(d)
       LEFT JOIN (SELECT date, sum(minutes)::float8 AS minutes, count(*)::int AS sessions,
                         coalesce(sum(minutes) FILTER (WHERE tags = '{}'), 0)::float8 AS untagged
                    FROM r GROUP BY date) x
         ON x.date = g.d::date
       LEFT JOIN (SELECT date, json_agg(json_build_object('name', name, 'minutes', minutes)
                                        ORDER BY minutes DESC, name) AS by_tag
                    FROM s GROUP BY date) st
         ON st.date = g.d::date) AS days,
    (SELECT coalesce(json_agg(json_build_object('name', name, 'minutes', minutes) ORDER BY minutes DESC, name), '[]')
       FROM (SELECT name, sum(minutes)::float8 AS minutes FROM s GROUP BY name) tg) AS tags,
    (SELECT json_build_object('id', l.id, 'date', to_char(l.date, 'YYYY-MM-DD'), 'minutes', l.minutes)
       FROM (SELECT id, date, minutes FROM r ORDER BY minutes DESC, date, id LIMIT 1) l) AS longest,
    (SELECT coalesce(json_agg(json_build_object('projectId', p.id, 'name', p.name, 'client', p.client,
              'color', p.color, 'minutes', x.minutes) ORDER BY x.minutes DESC, p.name NULLS LAST), '[]')
       FROM (SELECT project_id, sum(minutes)::float8 AS minutes FROM r GROUP BY project_id) x
       LEFT JOIN projects p ON p.id = x.project_id AND p.user_id = $1) AS by_project`;

export interface RangeRows {
  days: StatsDay[];
  tags: StatsTag[];
  longest: { id: string; date: string; minutes: number } | null;
  by_project: StatsProject[];
}

@Injectable()
export class StatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  tagUsage(userId: string, now: Date): Promise<TagUsage[]> {
    return this.dataSource.query(TAG_USAGE_SQL, [userId, now]);
  }

  /** `from` and `to` are day keys, both included; the caller bounds the range. */
  async range(userId: string, from: string, to: string, now: Date): Promise<RangeRows> {
    const [row]: RangeRows[] = await this.dataSource.query(RANGE_STATS_SQL, [userId, from, to, now]);
    return row;
  }
}
