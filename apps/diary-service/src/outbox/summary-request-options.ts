// How a summary request goes on the ai-summary-requests queue. A stop or an added session goes at
// once, its job id the outbox row's (a redelivery adds nothing). A note change of a stopped session
// is debounced with BullMQ's deduplication (delay, ttl, extend, replace): a later change of the same
// session's notes replaces the waiting request and starts its wait again, so typing five edits in a
// row asks for one summary, written once the edits stop.
import type { JobsOptions } from 'bullmq';
import type { SummaryRequestJob } from '@diary/contracts/server';

export function summaryRequestOptions(
  jobId: string,
  request: SummaryRequestJob,
  debounceMs: number,
): JobsOptions & { jobId: string } {
  if (request.reason !== 'edited' || debounceMs <= 0) return { jobId };
  return {
    jobId,
    delay: debounceMs,
    deduplication: {
      id: `edited_${request.userId}_${request.recordId}`,
      ttl: debounceMs,
      extend: true,
      replace: true,
    },
  };
}
