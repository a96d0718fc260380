// Forgets what the diary keeps only for a while: a note's earlier versions NOTE_HISTORY_DAYS after
// the edit that replaced them, and what was deleted TRASH_DAYS (30) after it went to the trash. Runs once a day in every diary instance (a delete by age is the
// same whoever runs it first) and a minute after start, so a restarted instance still purges.
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CONFIG } from '@diary/server-core';
import type { DiaryConfig } from '../config';
import { NoteRevisionsRepository } from '../work-notes/note-revisions.repository';
import { TrashService } from '../trash/trash.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_RUN_MS = 60_000;

export interface PurgeResult {
  revisions: number;
  trash: number;
}

@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RetentionService.name);
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly revisions: NoteRevisionsRepository,
    private readonly trash: TrashService,
    @Inject(CONFIG) private readonly config: DiaryConfig,
  ) {}

  /** Purges what is past its time at `now` (a test gives its own clock). */
  async purge(now: Date = new Date()): Promise<PurgeResult> {
    const revisions = await this.revisions.purgeReplacedBefore(
      new Date(now.getTime() - this.config.NOTE_HISTORY_DAYS * DAY_MS),
    );
    const trash = await this.trash.purge(now);
    return { revisions, trash };
  }

  onApplicationBootstrap(): void {
    const run = () =>
      this.purge().then(
        (r) =>
          r.revisions + r.trash > 0 &&
          this.logger.log(`Purged ${r.revisions} old note versions and ${r.trash} items from the trash`),
        (err: unknown) => this.logger.warn(`Retention purge failed; it runs again tomorrow: ${String(err)}`),
      );
    this.timers = [setTimeout(run, FIRST_RUN_MS), setInterval(run, DAY_MS)];
    this.timers.forEach((t) => t.unref());
  }

  onModuleDestroy(): void {
    this.timers.forEach((t) => clearTimeout(t));
  }
}
