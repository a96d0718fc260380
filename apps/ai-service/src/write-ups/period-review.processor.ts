// Period review jobs, every kind of period-review-kinds.ts on one queue: read the period's days from
// the diary and the daily reports' subjects, compute its facts, have the provider write the
// review, store it and tell the user's browsers. A kind with a schedule (the weekly review's
// "monday" job, WEEKLY_REVIEW_CRON) has a BullMQ job scheduler that queues the last period's
// review for every user who turned it on.
import { Inject, Injectable } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { InjectQueue } from '@nestjs/bullmq';
import { SEND_OPTIONS, STANDUP_QUEUE, type StandupJob } from '../standup/standup-jobs';
import { QUEUES } from '@diary/contracts/server';
import { CONFIG, UserEventsPublisher } from '@diary/server-core';
import type { AiConfig } from '../config';
import { DiaryClient } from '../clients/diary.client';
import { SettingsClient } from '../clients/settings.client';
import { AI_PROVIDER, AiProvider } from '../providers/ai-provider';
import { AiQueues } from '../jobs/ai-queues';
import type { PeriodReviewJobData } from '../jobs/job-data';
import { QueueWorker } from '../jobs/queue-worker';
import { ReportsService } from '../reports/reports.service';
import { buildPeriod } from './period-facts';
import { PERIOD_KINDS, PERIOD_REVIEW_KINDS } from './period-review-kinds';
import { PeriodReviewsRepository } from './period-reviews.repository';
import { PeriodReviewsService } from './period-reviews.service';

@Injectable()
export class PeriodReviewProcessor extends QueueWorker<PeriodReviewJobData> {
  constructor(
    queues: AiQueues,
    @Inject(CONFIG) private readonly config: AiConfig,
    private readonly diary: DiaryClient,
    private readonly settings: SettingsClient,
    private readonly reports: ReportsService,
    private readonly reviews: PeriodReviewsService,
    private readonly repository: PeriodReviewsRepository,
    private readonly events: UserEventsPublisher,
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
    @InjectQueue(STANDUP_QUEUE) private readonly standup: Queue<StandupJob>,
  ) {
    super(QUEUES.weeklyReports, queues);
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    for (const name of PERIOD_KINDS) {
      const schedule = PERIOD_REVIEW_KINDS[name].schedule;
      if (!schedule) continue;
      this.queues.periodReviews
        .upsertJobScheduler(
          schedule.id,
          { pattern: schedule.cron(this.config), tz: this.config.SUMMARY_TIME_ZONE },
          { name: schedule.job, data: { kind: schedule.job } },
        )
        .catch((err: Error) => this.logger.error(`could not schedule the ${name} reviews: ${err.message}`));
    }
  }

  async process(job: Job<PeriodReviewJobData>): Promise<string> {
    const data = job.data;
    if (data.kind === 'monday') {
      const kind = Object.values(PERIOD_REVIEW_KINDS).find((k) => k.schedule?.job === data.kind);
      if (!kind?.schedule) return 'no schedule';
      const users = await kind.schedule.users(this.settings);
      await this.reviews.queueScheduled(kind, users, kind.schedule.previous(this.reviews.today()));
      return `queued ${users.length}`;
    }
    const kind = PERIOD_REVIEW_KINDS[data.kind];
    const { userId, start } = data;
    const dates = kind.days(start);
    const days = await Promise.all(dates.map((date) => this.diary.dayRecords(userId, date)));
    const subjects = await Promise.all(
      dates.map(async (date) => (await this.reports.get(userId, date)).subject),
    );
    const stats = await this.diary.stats(userId, start, dates[dates.length - 1]);
    const built = buildPeriod(kind.kind, dates, days, subjects, stats);
    const prefs = await this.settings.writingPreferences(userId);
    const content = await this.provider.writeWeeklyReview({
      ...prefs,
      facts: built.facts,
      days: built.inputs,
    });
    await this.repository.store(kind.kind, userId, start, content, built.days, built.byTag);
    const event = kind.completed?.(start);
    if (event) await this.events.publish(userId, event);
    // The weekly digest (the stand-up queue checks whether the user wants it), once per week.
    if (kind.digest)
      await this.standup.add(
        'week',
        { kind: 'week', userId, week: start },
        { ...SEND_OPTIONS, jobId: `week-${userId}-${start}` },
      );
    return 'stored';
  }

  protected override async onFinalFailure(job: Job<PeriodReviewJobData>): Promise<void> {
    const data = job.data;
    if (data.kind !== 'monday') await this.repository.setStatus(data.kind, data.userId, data.start, 'failed');
  }
}
