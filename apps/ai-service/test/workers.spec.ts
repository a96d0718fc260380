// The ai service's queue workers (@nestjs/bullmq processors) are made with the settings of config,
// not @Processor's static defaults (decision 0390), and start once the app is up.
import { useTestStack, withConfig } from '@diary/server-testing';
import type { Worker } from 'bullmq';
import { QUEUES } from '@diary/contracts/server';
import { createApp } from '../src/app';
import { ReportProcessor } from '../src/reports/report.processor';
import { SummaryRequestProcessor } from '../src/summaries/summary-request.processor';
import { SummaryProcessor } from '../src/summaries/summary.processor';
import { PeriodReviewProcessor } from '../src/write-ups/period-review.processor';

describe('ai-service queue workers', () => {
  const stack = useTestStack({
    ai: withConfig(createApp, {
      AI_JOB_CONCURRENCY: 3,
      AI_JOB_LOCK_DURATION_MS: 1500,
      AI_JOB_STALLED_INTERVAL_MS: 500,
    }),
  });

  it('takes concurrency, lock and stall check from config, and runs', () => {
    const workers: Worker[] = [
      SummaryProcessor,
      SummaryRequestProcessor,
      ReportProcessor,
      PeriodReviewProcessor,
    ].map((processor) => stack.apps.ai!.get<{ worker: Worker }>(processor).worker);
    expect(workers.map((w) => w.name)).toEqual([
      QUEUES.summaries,
      QUEUES.summaryRequests,
      QUEUES.reports,
      QUEUES.weeklyReports,
    ]);
    for (const worker of workers) {
      expect(worker.concurrency).toBe(3);
      expect(worker.opts).toMatchObject({
        lockDuration: 1500,
        lockRenewTime: 750,
        stalledInterval: 500,
        maxStalledCount: 2,
      });
      expect(worker.isRunning()).toBe(true);
    }
  });
});
