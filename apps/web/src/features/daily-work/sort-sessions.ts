// Sessions of a day in start order (the overview lists them by start time).
import type { WorkRecord } from '@diary/contracts';

export const sortByStart = (records: readonly WorkRecord[]) =>
  [...records].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));

export const OVERVIEW_FIRST_SESSIONS = 5;
