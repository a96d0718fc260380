// Deletes session records that can never be used again (expired or revoked), so the sessions table
// holds live sign-ins only and does not grow forever. Runs at start and every
// SESSION_CLEANUP_INTERVAL_SECONDS; deleting is idempotent, so replicas running it at once is harmless.
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CONFIG } from '@diary/server-core';
import { AuthConfig } from '../config';
import { SessionsRepository } from './sessions.repository';

const BATCH = 1000;

@Injectable()
export class SessionCleanup implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SessionCleanup.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(CONFIG) private readonly config: AuthConfig,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () =>
      void this.run().catch((err: Error) => this.logger.warn(`session clean-up failed: ${err.message}`));
    tick();
    this.timer = setInterval(tick, this.config.SESSION_CLEANUP_INTERVAL_SECONDS * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Deletes expired and revoked records in batches; returns how many went. One run at a time. */
  run(): Promise<number> {
    this.running ??= this.deleteDead().finally(() => (this.running = undefined));
    return this.running;
  }

  private async deleteDead(): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.sessions.deleteDead(BATCH);
      total += deleted;
      if (deleted < BATCH) break;
    }
    if (total) this.logger.log(`deleted ${total} expired or revoked session records`);
    return total;
  }
}
