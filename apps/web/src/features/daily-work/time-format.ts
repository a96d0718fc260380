// Durations and clock times as the Daily Work screen shows them (spec section 9).
import dayjs, { Dayjs } from 'dayjs';

/** 'Xh MMm' from one hour on, 'Nm' below it; negative or fractional minutes are floored at 0. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.floor(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, '0')}m` : `${m}m`;
}

/** Whole minutes between two instants (end defaults to now). */
export function minutesBetween(start: string | Dayjs, end: string | Dayjs | null = null): number {
  const to = end ? dayjs(end) : dayjs();
  return Math.max(0, Math.floor(to.diff(dayjs(start), 'second') / 60));
}

/** 'h:mm a' of the spec, e.g. '9:05 AM'. */
export const formatClock = (iso: string | Dayjs) => dayjs(iso).format('h:mm A');

/** The long date label, e.g. 'Sunday, November 22, 2026'. */
export const formatLongDate = (dayKey: string) => dayjs(dayKey).format('dddd, MMMM D, YYYY');
