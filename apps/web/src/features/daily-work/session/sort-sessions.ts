// Sessions of a day in start order (the overview lists them by start time).
import type { WorkRecord } from '@diary/contracts';

export const sortByStart = (records: readonly WorkRecord[]) =>
  [...records].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));

export const OVERVIEW_FIRST_SESSIONS = 5;

/**
 * When the session before `active` ended: the latest end among the day's other stopped sessions
 * that started before it (null when none, or when the day shown is not the active one's).
 */
export function previousEnd(
  records: readonly WorkRecord[] | undefined,
  active: WorkRecord | null,
): string | null {
  if (!active || !records) return null;
  let latest: string | null = null;
  for (const r of records) {
    if (r.id === active.id || !r.endTime || Date.parse(r.startTime) >= Date.parse(active.startTime)) continue;
    if (latest === null || Date.parse(r.endTime) > Date.parse(latest)) latest = r.endTime;
  }
  return latest;
}
