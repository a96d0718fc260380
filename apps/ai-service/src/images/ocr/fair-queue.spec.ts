import { FairQueue, QueueFullError, WorkAbortedError } from './fair-queue';

/** A task that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((r) => (open = r));
  return {
    task: async () => {
      log.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('FairQueue', () => {
  it("takes users in turn: one user's pile never makes another wait for more than one image", async () => {
    const log: string[] = [];
    const queue = new FairQueue(1, 10);
    const a = [1, 2, 3, 4, 5].map((i) => gate(log, `a${i}`));
    const b = gate(log, 'b1');
    const results = a.map((g) => queue.run('alice', g.task));
    await tick();
    const bob = queue.run('bob', b.task);
    a[0]!.open();
    await tick();
    expect(log).toEqual(['a1', 'b1']);
    b.open();
    expect(await bob).toBe('b1');
    for (const g of a) g.open();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect(log).toEqual(['a1', 'b1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('runs one image per user at a time even with free workers, others use the rest', async () => {
    const log: string[] = [];
    const queue = new FairQueue(2, 10);
    const [a1, a2, b1] = [gate(log, 'a1'), gate(log, 'a2'), gate(log, 'b1')];
    const all = [queue.run('alice', a1.task), queue.run('alice', a2.task), queue.run('bob', b1.task)];
    await tick();
    expect(log).toEqual(['a1', 'b1']);
    a1.open();
    await tick();
    expect(log).toEqual(['a1', 'b1', 'a2']);
    a2.open();
    b1.open();
    await Promise.all(all);
  });

  it('drops waiting work of a request that has ended, and refuses a user with too much waiting', async () => {
    const log: string[] = [];
    const queue = new FairQueue(1, 2);
    const first = gate(log, 'first');
    const running = queue.run('alice', first.task);
    const gone = new AbortController();
    const dropped = queue.run('alice', gate(log, 'dropped').task, gone.signal);
    const kept = gate(log, 'kept');
    const keptResult = queue.run('alice', kept.task);
    await expect(queue.run('alice', gate(log, 'third').task)).rejects.toBeInstanceOf(QueueFullError);
    gone.abort();
    await expect(dropped).rejects.toBeInstanceOf(WorkAbortedError);
    first.open();
    kept.open();
    await running;
    await keptResult;
    expect(log).toEqual(['first', 'kept']);
    const ended = new AbortController();
    ended.abort();
    await expect(queue.run('bob', gate(log, 'never').task, ended.signal)).rejects.toBeInstanceOf(
      WorkAbortedError,
    );
  });
});
