// Fair lanes on a real BullMQ queue in real Redis: one user's backlog of a thousand jobs never holds
// another user's next job behind it, and each user's own jobs keep their order.
import { randomBytes } from 'node:crypto';
import { Job, Queue, Worker } from 'bullmq';
import { addFairly, outstandingJobs, settleLanesOf } from './fair-lanes';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Work {
  userId: string;
  n: number;
}

describe('fair lanes (BullMQ priorities per user)', () => {
  const prefix = `test_fair_${randomBytes(4).toString('hex')}`;
  const connection = { url: REDIS_URL };
  let queue: Queue<Work>;
  let worker: Worker<Work> | undefined;
  let name: string;

  beforeEach(() => {
    name = `q${randomBytes(3).toString('hex')}`;
    queue = new Queue<Work>(name, { connection, prefix });
  });

  afterEach(async () => {
    await worker?.close();
    worker = undefined;
    await queue.obliterate({ force: true });
    await queue.close();
  });

  const jobs = (userId: string, from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      name: 'work',
      data: { userId, n: from + i },
      opts: { jobId: `${userId}-${from + i}`, removeOnComplete: true },
    }));

  /** Runs a worker (one job at a time, 2 ms each) and records the order in which jobs ran. */
  const run = (order: Work[]) => {
    worker = new Worker<Work>(
      name,
      async (job: Job<Work>) => {
        order.push(job.data);
        await new Promise((r) => setTimeout(r, 2));
      },
      { connection, prefix, concurrency: 1 },
    );
    settleLanesOf(worker, (err) => {
      throw err;
    });
  };

  it("runs another user's job next, ahead of a backlog of 1,000, and keeps the backlog's own order", async () => {
    await addFairly(queue, jobs('heavy', 0, 1000));
    await addFairly(queue, jobs('light', 0, 1));
    const order: Work[] = [];
    run(order);
    await waitFor(() => order.some((w) => w.userId === 'light'));
    // First in, first out would run it 1,001st.
    expect(order.findIndex((w) => w.userId === 'light')).toBeLessThanOrEqual(1);
    await waitFor(() => order.length >= 50);
    const heavy = order.filter((w) => w.userId === 'heavy').map((w) => w.n);
    expect(heavy).toEqual([...heavy].sort((a, b) => a - b));
  });

  it('alternates two busy users job for job', async () => {
    await addFairly(queue, jobs('a', 0, 20));
    await addFairly(queue, jobs('b', 0, 20));
    const order: Work[] = [];
    run(order);
    await waitFor(() => order.length >= 20);
    const firstTwenty = order.slice(0, 20);
    expect(firstTwenty.filter((w) => w.userId === 'a').length).toBe(10);
    expect(firstTwenty.filter((w) => w.userId === 'b').length).toBe(10);
  });

  it('empties a lane as its jobs are settled, so a user who caught up starts again at the front', async () => {
    await addFairly(queue, jobs('u', 0, 5));
    expect(await outstandingJobs(queue, 'u')).toBe(5);
    const order: Work[] = [];
    run(order);
    await waitFor(async () => (await outstandingJobs(queue, 'u')) === 0);
    const [again] = await addFairly(queue, jobs('u', 5, 1));
    expect(again!.opts.priority).toBe(1);
  });
});

async function waitFor(probe: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
