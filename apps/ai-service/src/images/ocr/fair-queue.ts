// OCR work shared fairly between users: at most `concurrency` images are read at once (one per OCR
// worker), each user has at most `perUser` of them running, and the next free slot goes to the
// waiting user served longest ago (a newcomer first), so one user's pile of uploads never makes another user wait for
// more than one of their images. Work whose request has ended (the client went away) is dropped
// before it starts; a user with `maxWaiting` images already waiting is told to come back later.

export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
}

export class WorkAbortedError extends Error {
  override readonly name = 'WorkAbortedError';
}

interface Entry {
  start: () => void;
  cancel: (err: Error) => void;
}

export class FairQueue {
  private running = 0;
  private readonly runningByUser = new Map<string, number>();
  private readonly waiting = new Map<string, Entry[]>();
  /** When each user (with work waiting or running) was last given a slot: the longest-unserved goes next. */
  private readonly lastServed = new Map<string, number>();
  private served = 0;

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly perUser = 1,
  ) {}

  /** Images of this user waiting for a slot. */
  waitingFor(userId: string): number {
    return this.waiting.get(userId)?.length ?? 0;
  }

  run<T>(userId: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new WorkAbortedError('The request has ended.'));
    if (this.waitingFor(userId) >= this.maxWaiting)
      return Promise.reject(new QueueFullError('Too many images are waiting for this user.'));
    return new Promise<T>((resolve, reject) => {
      const entry: Entry = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running++;
          this.runningByUser.set(userId, (this.runningByUser.get(userId) ?? 0) + 1);
          task()
            .then(resolve, reject)
            .finally(() => {
              this.running--;
              const left = (this.runningByUser.get(userId) ?? 1) - 1;
              if (left > 0) this.runningByUser.set(userId, left);
              else this.runningByUser.delete(userId);
              if (left <= 0 && !this.waiting.has(userId)) this.lastServed.delete(userId);
              this.next();
            });
        },
        cancel: reject,
      };
      const onAbort = () => {
        const list = this.waiting.get(userId);
        const at = list?.indexOf(entry) ?? -1;
        if (list && at >= 0) {
          list.splice(at, 1);
          if (list.length === 0) this.waiting.delete(userId);
          if (list.length === 0 && !this.runningByUser.has(userId)) this.lastServed.delete(userId);
          entry.cancel(new WorkAbortedError('The request has ended.'));
        }
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const list = this.waiting.get(userId);
      if (list) list.push(entry);
      else this.waiting.set(userId, [entry]);
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.concurrency) {
      let user: string | undefined;
      for (const candidate of this.waiting.keys()) {
        if ((this.runningByUser.get(candidate) ?? 0) >= this.perUser) continue;
        if (user === undefined || (this.lastServed.get(candidate) ?? 0) < (this.lastServed.get(user) ?? 0))
          user = candidate;
      }
      if (user === undefined) return;
      const list = this.waiting.get(user)!;
      const entry = list.shift()!;
      if (list.length === 0) this.waiting.delete(user);
      this.lastServed.set(user, ++this.served);
      entry.start();
    }
  }
}
