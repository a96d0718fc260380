// What every source of activity (GitHub, GitLab, a calendar) is given and answers: the user's day as
// a window of instants in their time zone, the connection opened, and a fetch that may only reach
// addresses the outbound check allows.
import { createHash } from 'node:crypto';
import type { ActivityItem, ConnectionKind } from '@diary/contracts';

export interface DayWindow {
  /** yyyy-MM-dd, the user's day. */
  date: string;
  timeZone: string;
  /** The day's first instant and the next day's first instant in `timeZone`. */
  from: Date;
  to: Date;
}

export interface OpenedConnection {
  id: string;
  kind: ConnectionKind;
  url: string | null;
  apiUrl: string | null;
  /** The token (GitHub, GitLab) or the calendar's address, decrypted for this fetch only. */
  secret: string;
}

/** fetch through the outbound check (each hop's address public, or allowed by the settings). */
export type CheckedFetch = (url: string, init?: RequestInit) => Promise<Response>;

export type ActivitySource = (
  connection: OpenedConnection,
  day: DayWindow,
  fetch: CheckedFetch,
) => Promise<ActivityItem[]>;

/** A failure of the outside service, as the sentence the lane shows ("GitHub says the token has expired."). */
export class SourceProblem extends Error {}

/**
 * An item's id: the same thing on every fetch gets the same id (so adding it twice is one add),
 * and it is safe in a URL path whatever the source's own ids hold.
 */
export function itemId(connectionId: string, ...key: string[]): string {
  const digest = createHash('sha256')
    .update([connectionId, ...key].join('\n'))
    .digest('base64url');
  return digest.slice(0, 27);
}

export const inWindow = (instant: Date, day: DayWindow): boolean => instant >= day.from && instant < day.to;
