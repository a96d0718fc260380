// Delivers `user.deleted` events (rows of user_deletions) to the services that hold the user's rows:
// DELETE /internal/users/:id on each, which answers 204 once everything of that user is gone there.
// A row is removed only on that answer; otherwise it is retried with a growing delay (at most
// RETRY_MAX_MS apart) for as long as it takes, across restarts. Polls, and is kicked after a deletion.
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { INTERNAL, type UserDataService } from '@diary/contracts/server';
import { CONFIG, callService } from '@diary/server-core';
import type { AuthConfig } from '../config';
import { AccountRepository, PendingDeletion } from './account.repository';

const POLL_MS = 1000;
const BATCH = 20;
const RETRY_BASE_MS = 500;
const RETRY_MAX_MS = 5 * 60_000;

@Injectable()
export class UserDeletionRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(UserDeletionRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly accounts: AccountRepository,
    @Inject(CONFIG) private readonly config: AuthConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      this.timer = setTimeout(() => this.kick(), POLL_MS);
      this.timer.unref();
    });
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.again = false;
        // A service acknowledging lets the next one's event fall due at once.
        const handled = await this.accounts.withDue(BATCH, (rows, em) =>
          Promise.all(
            rows.map(async (row) => {
              const error = await this.deliver(row);
              if (!error) {
                await this.accounts.acknowledge(em, row);
                this.again = true;
              } else {
                const delay = Math.min(RETRY_BASE_MS * 2 ** row.attempts, RETRY_MAX_MS);
                if (row.attempts === 0 || row.attempts % 10 === 0)
                  this.logger.warn(
                    `user.deleted to ${row.service} failed, retrying in ${delay} ms: ${error}`,
                  );
                await this.accounts.retryLater(em, row, error, delay);
              }
            }),
          ).then(() => undefined),
        );
        if (handled === BATCH) this.again = true;
      } while (this.again && !this.stopped);
    } catch (err) {
      this.logger.warn(`user deletion relay: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** null when the service acknowledged; otherwise why not. */
  private async deliver(row: PendingDeletion): Promise<string | null> {
    try {
      await callService(this.baseUrl(row.service), INTERNAL.deleteUser(row.userId), {
        method: 'DELETE',
        internalToken: this.config.INTERNAL_TOKEN,
        timeoutMs: this.config.SERVICE_TIMEOUT_MS,
      });
      return null;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }

  private baseUrl(service: UserDataService): string {
    return { ai: this.config.AI_URL, diary: this.config.DIARY_URL, search: this.config.SEARCH_URL }[service];
  }
}
