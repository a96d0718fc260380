// One time limit for a promise that may wait forever (Redis commands wait while Redis is away, a
// database query waits on a dead socket): the caller gets an error instead of a hung request.

/**
 * Settles as `work` does, or rejects with `Error(message)` after `ms`. The timer is cleared when
 * `work` settles first and never keeps the process alive.
 */
export function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  message = `no answer within ${ms} ms`,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
