// Removing a deleted user's queued jobs: every waiting, delayed or failed job whose data names the
// user is removed; a job that is running cannot be, so the caller answers "not yet" and is asked
// again (the user.deleted event is retried until every service says done).
import type { Queue } from 'bullmq';
import { forgetLane } from './fair-lanes';

const PAGE = 500;

/** Removes the user's jobs that are not running; answers how many of the user's jobs still run. */
export async function removeUserJobs(
  queue: Queue,
  userId: string,
): Promise<{ removed: number; running: number }> {
  let removed = 0;
  for (const state of [
    'waiting',
    'delayed',
    'prioritized',
    'paused',
    'waiting-children',
    'failed',
  ] as const) {
    let start = 0;
    for (;;) {
      const jobs = await queue.getJobs([state], start, start + PAGE - 1);
      if (!jobs.length) break;
      let gone = 0;
      for (const job of jobs) {
        if ((job?.data as { userId?: string } | undefined)?.userId !== userId) continue;
        // A job that started meanwhile cannot be removed; it is counted below as running.
        if (
          await job.remove().then(
            () => true,
            () => false,
          )
        )
          gone++;
      }
      removed += gone;
      // Removed jobs no longer take places in the list: the next page starts that much earlier.
      start += jobs.length - gone;
    }
  }
  // The removed jobs leave the user's lane with them (fair-lanes.ts).
  await forgetLane(queue, userId);
  const active = await queue.getJobs(['active']);
  const running = active.filter(
    (job) => (job?.data as { userId?: string } | undefined)?.userId === userId,
  ).length;
  return { removed, running };
}
