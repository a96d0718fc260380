// A day's minutes per tag, counted as GET /api/stats counts `days[].byTag`: a session's whole
// minutes split evenly between its tags, the minutes left over going one each to its first tags.
import { wholeMinutesBetween } from '@diary/contracts';

export function dayTagMinutes(
  records: ReadonlyArray<{ startTime: string; endTime: string | null; tags: string[] }>,
  now: number = Date.now(),
): Array<{ name: string; minutes: number }> {
  const byTag = new Map<string, number>();
  for (const r of records) {
    if (!r.tags.length) continue;
    const minutes = wholeMinutesBetween(r.startTime, r.endTime, now);
    const share = Math.floor(minutes / r.tags.length);
    const left = minutes % r.tags.length;
    r.tags.forEach((tag, i) => byTag.set(tag, (byTag.get(tag) ?? 0) + share + (i < left ? 1 : 0)));
  }
  return [...byTag]
    .map(([name, minutes]) => ({ name, minutes }))
    .sort((a, b) => b.minutes - a.minutes || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
