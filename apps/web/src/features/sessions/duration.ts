// Durations as the spec shows them (section 9): 'Xh MMm', or 'Nm' under one hour.
import dayjs from 'dayjs';

export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  if (minutes < 60) return `${minutes}m`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h}h ${String(m).padStart(2, '0')}m`;
}

/** Whole minutes between two instants; an open end counts up to `now`. */
export function minutesBetween(startIso: string, endIso: string | null, now: Date = new Date()): number {
  const end = endIso ? dayjs(endIso) : dayjs(now);
  return Math.max(0, end.diff(dayjs(startIso), 'minute'));
}

/** Times of day as the spec shows them: 'h:mm a'. */
export const formatTime = (iso: string) => dayjs(iso).format('h:mm A');
