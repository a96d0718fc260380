// How many imports run at once: one per user, IMPORT_MAX_CONCURRENT per process. An import holds
// its file, its parsed rows and a database transaction; six at once took a process to 3.3 GB and
// emptied the connection pool. Beyond the limits: 429 with Retry-After, nothing queued.
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, TooManyRequestsException } from '@diary/server-core';
import type { DiaryConfig } from '../config';

const RETRY_AFTER_SECONDS = 10;

@Injectable()
export class ImportSlots {
  private readonly running = new Set<string>();

  constructor(@Inject(CONFIG) private readonly config: DiaryConfig) {}

  /** Runs `work` in a slot of the user's, or refuses at once. */
  async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    if (this.running.has(userId))
      throw new TooManyRequestsException(
        'An import of yours is still running: wait for it to finish, then try again.',
        RETRY_AFTER_SECONDS,
      );
    if (this.running.size >= this.config.IMPORT_MAX_CONCURRENT)
      throw new TooManyRequestsException(
        'The server is busy with other imports: try again in a few seconds.',
        RETRY_AFTER_SECONDS,
      );
    this.running.add(userId);
    try {
      return await work();
    } finally {
      this.running.delete(userId);
    }
  }
}
