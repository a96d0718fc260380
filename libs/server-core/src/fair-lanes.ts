// Fair scheduling of a BullMQ queue across users (round four). Every job that belongs to a user is
// added through `addFairly`: it gets a BullMQ priority from the user's lane, the count of the
// user's jobs added since their lane was last empty (1, 2, 3, …). A user with nothing queued gets
// priority 1 and overtakes everything of a user with a backlog; a backlog keeps its own order; two
// busy users alternate, job for job. The lane (a sorted set of the user's outstanding job ids)
// empties as the workers settle the jobs (`settleFairly`, on completion or final failure); a job
// removed another way ages out of it after LANE_MAX_AGE_MS. Priorities are BullMQ 5's own
// (open source), so a queue needs no dispatcher of ours: a worker simply takes the lowest number.
import type { Job, JobsOptions, Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';

/** BullMQ's largest priority; a lane's count past it stays there (still behind every light user). */
export const MAX_PRIORITY = 2_097_152;
/** An outstanding job older than this is dropped from its lane's count (it was removed unseen). */
export const LANE_MAX_AGE_MS = 3_600_000;

// KEYS: the lane (job ids scored by when they were added), its counter. ARGV: now, max age, job ids.
// Returns one priority per job id.
const ADD = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) == 0 then redis.call('DEL', KEYS[2]) end
local priorities = {}
for i = 3, #ARGV do
  redis.call('ZADD', KEYS[1], 'NX', ARGV[1], ARGV[i])
  priorities[#priorities + 1] = redis.call('INCR', KEYS[2])
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return priorities
`;

// KEYS: the lane, its counter. ARGV: the settled job's id. An emptied lane starts counting at 1 again.
const SETTLE = `
redis.call('ZREM', KEYS[1], ARGV[1])
if redis.call('ZCARD', KEYS[1]) == 0 then redis.call('DEL', KEYS[1], KEYS[2]) end
return 0
`;

type QueueLike = Pick<Queue, 'toKey' | 'client'> | Pick<Worker, 'toKey' | 'client'>;

/** The queue's own ioredis connection (BullMQ types it narrowly). */
const redisOf = async (queue: QueueLike): Promise<Redis> => (await queue.client) as unknown as Redis;

const laneKeys = (queue: QueueLike, userId: string) => [
  queue.toKey(`lane:${userId}`),
  queue.toKey(`lane-count:${userId}`),
];

export interface FairJob<T> {
  name: string;
  data: T & { userId: string };
  /** `jobId` is required: the lane tracks the job by it. */
  opts: JobsOptions & { jobId: string };
}

/** Adds the jobs, each with its user's lane priority (one round trip per user, then one addBulk). */
export async function addFairly<T>(queue: Queue<T>, jobs: FairJob<T>[]): Promise<Job<T>[]> {
  if (jobs.length === 0) return [];
  const client = await redisOf(queue);
  const byUser = new Map<string, FairJob<T>[]>();
  for (const job of jobs) byUser.set(job.data.userId, [...(byUser.get(job.data.userId) ?? []), job]);
  const priority = new Map<FairJob<T>, number>();
  for (const [userId, own] of byUser) {
    const given = (await client.eval(
      ADD,
      2,
      ...laneKeys(queue, userId),
      Date.now(),
      LANE_MAX_AGE_MS,
      ...own.map((j) => j.opts.jobId),
    )) as number[];
    own.forEach((job, i) => priority.set(job, Math.min(Number(given[i]), MAX_PRIORITY)));
  }
  // BullMQ's typing of addBulk is too narrow for a generic queue; the data is T.
  return (queue as unknown as Queue).addBulk(
    jobs.map((job) => ({
      name: job.name,
      data: job.data,
      opts: { ...job.opts, priority: priority.get(job) },
    })),
  ) as Promise<Job<T>[]>;
}

/** The job is done with (completed, or failed for good): it leaves its user's lane. */
export async function settleFairly(queue: QueueLike, job: Pick<Job, 'id' | 'data'>): Promise<void> {
  const userId = (job.data as { userId?: unknown } | null)?.userId;
  if (typeof userId !== 'string' || !job.id) return;
  const client = await redisOf(queue);
  await client.eval(SETTLE, 2, ...laneKeys(queue, userId), job.id);
}

/** How many of the user's jobs on this queue are outstanding (for a per-user cap). */
export async function outstandingJobs(queue: QueueLike, userId: string): Promise<number> {
  const client = await redisOf(queue);
  const [lane] = laneKeys(queue, userId);
  await client.zremrangebyscore(lane, '-inf', Date.now() - LANE_MAX_AGE_MS);
  return client.zcard(lane);
}

/** Forgets the user's lane (their queued jobs were removed, the account is deleted). */
export async function forgetLane(queue: QueueLike, userId: string): Promise<void> {
  const client = await redisOf(queue);
  await client.del(...laneKeys(queue, userId));
}

/**
 * Settles each job of the worker's as it completes or fails for good, so the lanes empty. Call once
 * on a worker whose jobs are added with `addFairly`.
 */
export function settleLanesOf(worker: Worker, onError: (err: Error) => void): void {
  worker.on('completed', (job) => settleFairly(worker, job).catch(onError));
  worker.on('failed', (job) => {
    if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) settleFairly(worker, job).catch(onError);
  });
}
