// Where a note written on a day other than today goes (contract, "Notes worth keeping"): never into
// a new timer, but into a session of that day, the one the user picked or else the last one.
import type { WorkRecord } from '@diary/contracts';
import { sortByStart } from './sort-sessions';

/** The session of the day a note is filed under; null when the day has none (offer to add one). */
export function pastDayTarget(records: readonly WorkRecord[], pickedId: string | null): WorkRecord | null {
  const ordered = sortByStart(records);
  return ordered.find((r) => r.id === pickedId) ?? ordered.at(-1) ?? null;
}
