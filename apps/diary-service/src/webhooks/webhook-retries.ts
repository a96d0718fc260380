// How a delivery is retried: exponential backoff from WEBHOOK_RETRY_BASE_MS, as many attempts as
// fit in WEBHOOK_RETRY_HOURS (10 s, 20 s, 40 s … about 11 h: 14 attempts over about 23 h by default).
import type { JobsOptions } from 'bullmq';
import type { DiaryConfig } from '../config';

type RetrySettings = Pick<DiaryConfig, 'WEBHOOK_RETRY_BASE_MS' | 'WEBHOOK_RETRY_HOURS'>;

/** Attempts whose backoff delays (base, 2·base, 4·base …) add up to at most the window. */
export function deliveryAttempts(config: RetrySettings): number {
  const window = config.WEBHOOK_RETRY_HOURS * 3_600_000;
  return 1 + Math.max(1, Math.floor(Math.log2(window / config.WEBHOOK_RETRY_BASE_MS + 1)));
}

export function deliveryJobOptions(config: RetrySettings, jobId: string): JobsOptions {
  return {
    jobId,
    attempts: deliveryAttempts(config),
    backoff: { type: 'exponential', delay: config.WEBHOOK_RETRY_BASE_MS },
    removeOnComplete: { age: 3600 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}
