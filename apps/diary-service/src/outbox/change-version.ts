// Versions of search index updates: the change's time in epoch ms on this service's clock, never
// repeating or going back within one process, so that two quick edits of a note keep their order.
let last = 0;

export function nextChangeVersion(now: number = Date.now()): number {
  last = Math.max(now, last + 1);
  return last;
}
