// totalDuration of a day: whole minutes per record (as the web app shows each one), summed; an
// active record counts up to now, and a record can never count less than zero.
import type { WorkRecord } from '@diary/contracts';

export function recordMinutes(record: Pick<WorkRecord, 'startTime' | 'endTime'>, now: number): number {
  const end = record.endTime ? Date.parse(record.endTime) : now;
  return Math.max(0, Math.floor((end - Date.parse(record.startTime)) / 60_000));
}

export function totalMinutes(
  records: Pick<WorkRecord, 'startTime' | 'endTime'>[],
  now: number = Date.now(),
): number {
  return records.reduce((sum, r) => sum + recordMinutes(r, now), 0);
}
