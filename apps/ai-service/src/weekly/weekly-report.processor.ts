// Weekly review jobs: read the week's seven days from the diary and the daily reports' subjects,
// compute its facts, have the provider write the review, store it and tell the user's browsers.
// The "monday" job (a BullMQ job scheduler, WEEKLY_REVIEW_CRON) queues last week's review for
// every user who turned it on.
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
import type { WeeklyJobData } from '../jobs/job-data';
import { QueueWorker } from '../jobs/queue-worker';
import { ReportsService } from '../reports/reports.service';
import { buildWeek, weekDays } from './week-facts';
import { WeeklyReportsRepository } from './weekly-reports.repository';
import { WeeklyReportsService } from './weekly-reports.service';

export const MONDAY_SCHEDULER_ID = 'weekly-review-monday';

@Injectable()
export class WeeklyReportProcessor extends QueueWorker<WeeklyJobData> {
  constructor(
    queues: AiQueues,
    @Inject(CONFIG) private readonly config: AiConfig,
    private readonly diary: DiaryClient,
    private readonly settings: SettingsClient,
    private readonly reports: ReportsService,
    private readonly weekly: WeeklyReportsService,
    private readonly repository: WeeklyReportsRepository,
    private readonly events: UserEventsPublisher,
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
    @InjectQueue(STANDUP_QUEUE) private readonly standup: Queue<StandupJob>,
  ) {
    super(QUEUES.weeklyReports, queues);
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    this.queues.weekly
      .upsertJobScheduler(
        MONDAY_SCHEDULER_ID,
        { pattern: this.config.WEEKLY_REVIEW_CRON, tz: this.config.SUMMARY_TIME_ZONE },
        { name: 'monday', data: { kind: 'monday' } },
      )
      .catch((err: Error) => this.logger.error(`could not schedule the Monday reviews: ${err.message}`));
  }

  async process(job: Job<WeeklyJobData>): Promise<string> {
    const data = job.data;
    if (data.kind === 'monday') {
      const users = await this.settings.weeklyReviewUsers();
      await this.weekly.queueScheduled(users, this.weekly.previousMonday());
      return `queued ${users.length}`;
    }
    const { userId, week } = data;
    const dates = weekDays(week);
    const days = await Promise.all(dates.map((date) => this.diary.dayRecords(userId, date)));
    const subjects = await Promise.all(
      dates.map(async (date) => (await this.reports.get(userId, date)).subject),
    );
    const stats = await this.diary.stats(userId, week, dates[6]);
    const built = buildWeek(week, days, subjects, stats);
    const prefs = await this.settings.writingPreferences(userId);
    const content = await this.provider.writeWeeklyReview({
      ...prefs,
      facts: built.facts,
      days: built.inputs,
    });
    await this.repository.store(userId, week, content, built.days, built.byTag);
    await this.events.publish(userId, { type: 'week_report_completed', week });
    // The weekly digest (the stand-up queue checks whether the user wants it), once per week.
    await this.standup.add(
      'week',
      { kind: 'week', userId, week },
      { ...SEND_OPTIONS, jobId: `week-${userId}-${week}` },
    );
    return 'stored';
  }

  protected override async onFinalFailure(job: Job<WeeklyJobData>): Promise<void> {
    if (job.data.kind === 'week') await this.repository.setStatus(job.data.userId, job.data.week, 'failed');
  }
}
