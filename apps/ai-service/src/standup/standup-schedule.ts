// When a stand-up is due: the user's local time and weekday now, and the day it reports on (the
// previous workday). Pure functions, so the schedule is tested without waiting for a clock.
import type { ScheduledSends } from '@diary/contracts/server';

export type ScheduledUser = ScheduledSends['users'][number];

/** Without a stand-up time, the daily digest is sent at this local time. */
export const DEFAULT_DIGEST_TIME = '09:00';
/** Monday to Friday (ISO weekdays). */
export const DEFAULT_WORKDAYS = [1, 2, 3, 4, 5];

/** The local day key, ISO weekday (1 = Monday) and HH:mm of an instant in a zone. */
export function localClock(now: Date, timeZone: string): { date: string; weekday: number; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The last workday before `date` (yyyy-MM-dd): Friday for a Monday with the default workdays. */
export function previousWorkday(date: string, workdays: number[] = DEFAULT_WORKDAYS): string {
  const day = new Date(`${date}T12:00:00Z`);
  for (let i = 0; i < 7; i++) {
    day.setUTCDate(day.getUTCDate() - 1);
    const weekday = ((day.getUTCDay() + 6) % 7) + 1;
    if (workdays.includes(weekday)) break;
  }
  return day.toISOString().slice(0, 10);
}

export interface DueSend {
  userId: string;
  kind: 'chat' | 'email';
  /** The day whose stand-up goes out. */
  date: string;
  /** The local day it goes out on (one send per user, kind and day). */
  on: string;
}

/** The sends due in the minute `now` falls in. */
export function dueSends(now: Date, users: ScheduledUser[], fallbackZone: string): DueSend[] {
  const due: DueSend[] = [];
  for (const user of users) {
    const clock = localClock(now, user.timeZone ?? fallbackZone);
    const post = user.standupPost;
    const days = post?.days ?? DEFAULT_WORKDAYS;
    if (!days.includes(clock.weekday)) continue;
    const date = previousWorkday(clock.date);
    if (post && post.time === clock.time)
      due.push({ userId: user.userId, kind: 'chat', date, on: clock.date });
    if (user.emailDigest.daily && (post?.time ?? DEFAULT_DIGEST_TIME) === clock.time)
      due.push({ userId: user.userId, kind: 'email', date, on: clock.date });
  }
  return due;
}
