// How long a work session lasted, the one rule everyone counts by: whole minutes, rounded down,
// never negative; a running session counts up to now. A day's total is the sum of its sessions'
// whole minutes (so the total always equals what the screens add up). Shown as 'Xh MMm', or 'Nm'
// under one hour (docs/product-rules.md, Formats).

const MS_PER_MINUTE = 60_000;

function toEpochMs(t: string | number | Date): number {
  return typeof t === 'number' ? t : typeof t === 'string' ? Date.parse(t) : t.getTime();
}

/** Whole minutes from `start` to `end` (to `now` while `end` is null); never negative. */
export function wholeMinutesBetween(
  start: string | number | Date,
  end: string | number | Date | null,
  now: number = Date.now(),
): number {
  const to = end === null ? now : toEpochMs(end);
  const minutes = Math.floor((to - toEpochMs(start)) / MS_PER_MINUTE);
  return Number.isFinite(minutes) ? Math.max(0, minutes) : 0;
}

/** A session's minutes: whole minutes from its start to its end, or to `now` while it runs. */
export function sessionMinutes(
  record: { startTime: string; endTime: string | null },
  now: number = Date.now(),
): number {
  return wholeMinutesBetween(record.startTime, record.endTime, now);
}

/** A day's total: the sum of its sessions' whole minutes. */
export function totalSessionMinutes(
  records: readonly { startTime: string; endTime: string | null }[],
  now: number = Date.now(),
): number {
  return records.reduce((sum, r) => sum + sessionMinutes(r, now), 0);
}

/** 'Xh MMm' from one hour on, 'Nm' below it; fractional minutes are floored, negatives read 0m. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.floor(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, '0')}m` : `${m}m`;
}
