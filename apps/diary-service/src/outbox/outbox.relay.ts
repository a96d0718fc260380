// Moves committed outbox rows to Redis: polls every 250 ms and is kicked right after each commit.
// Rows are locked with FOR UPDATE SKIP LOCKED, so several replicas share the work without
// delivering a row twice at once; a row is deleted only after its delivery succeeded, in the same
// transaction that locked it. When delivery fails (Redis away) the rows stay and the relay backs off.
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxDelivery } from './outbox-delivery';
import { OutboxEventsRepository } from './outbox-events.repository';

const POLL_MS = 250;
const BATCH = 100;
const MAX_BACKOFF_MS = 5000;

@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private rerun = false;
  private stopped = false;
  private failures = 0;
  /** A commit said rows are waiting, so the next pass need not ask. */
  private committed = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: OutboxDelivery,
    private readonly events: OutboxEventsRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.draining;
    await this.delivery.close().catch(() => undefined);
  }

  /** Delivers what is waiting now (called after each commit); coalesces with a running pass. */
  kick(committed = false): void {
    if (this.stopped) return;
    if (committed) this.committed = true;
    if (this.draining) {
      this.rerun = true;
      return;
    }
    clearTimeout(this.timer);
    this.draining = this.drain();
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.rerun = false;
        const { delivered, failed } = await this.relayBatch();
        if (failed) {
          this.failures++;
          break;
        }
        this.failures = 0;
        // A batch is shared among users (outbox-events.repository.ts), so it may be short of BATCH.
        if (delivered > 0) this.rerun = true;
      } while (this.rerun && !this.stopped);
    } catch (err) {
      this.failures++;
      this.logger.warn(`outbox relay: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.draining = undefined;
      if (!this.stopped) {
        const wait = this.failures ? Math.min(POLL_MS * 2 ** this.failures, MAX_BACKOFF_MS) : POLL_MS;
        this.timer = setTimeout(() => this.kick(), wait);
        this.timer.unref();
      }
    }
  }

  /** One transaction: lock a batch in order, deliver it, delete what went out. */
  private async relayBatch(): Promise<{ delivered: number; failed: boolean }> {
    // An idle poll costs one cheap read instead of a transaction (after a commit there is work).
    const known = this.committed;
    this.committed = false;
    if (!known && !(await this.events.anyWaiting())) return { delivered: 0, failed: false };
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const rows = await this.events.lockBatch(runner.manager, BATCH);
      const { done, error } = await this.delivery.deliverBatch(rows);
      const failed = error !== undefined;
      if (error) {
        if (this.failures === 0) this.logger.warn(`outbox delivery failed, will retry: ${error.message}`);
        const left = rows.map((r) => r.id).filter((id) => !done.includes(id));
        await this.events.markFailed(runner.manager, left, error.message);
      }
      if (done.length) await this.events.delete(runner.manager, done);
      await runner.commitTransaction();
      return { delivered: done.length, failed };
    } catch (err) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw err;
    } finally {
      await runner.release();
    }
  }
}
