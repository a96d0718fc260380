// The user's day as instants: from its first moment to the next day's first moment in their time
// zone (a daylight-saving day is 23 or 25 hours long).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { DayWindow } from './sources/activity-source';

dayjs.extend(utc);
dayjs.extend(timezone);

const nextDayKey = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/** `timeZone` unknown to this runtime counts as UTC. */
export function dayWindow(date: string, timeZone: string | null | undefined): DayWindow {
  const zone = timeZone && isKnownZone(timeZone) ? timeZone : 'UTC';
  return {
    date,
    timeZone: zone,
    from: dayjs.tz(`${date}T00:00:00`, zone).toDate(),
    to: dayjs.tz(`${nextDayKey(date)}T00:00:00`, zone).toDate(),
  };
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
