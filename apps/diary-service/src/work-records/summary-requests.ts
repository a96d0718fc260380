// Summary requests to the ai service (through the outbox, so none is lost in a Redis outage): a
// session stopped, a finished one added, or a note of a stopped session added, edited or deleted
// (contract, round four, "Always fresh"). The ai service writes the summary, then the day's report,
// when the user's autoSummarize is on; note changes reach it debounced (outbox-delivery.ts).
import type { EntityManager } from 'typeorm';
import type { SummaryRequestJob } from '@diary/contracts/server';
import type { EmitEvent } from '../outbox/outbox.service';
import type { WorkRecordsRepository } from './work-records.repository';

export function emitSummaryRequest(
  emit: EmitEvent,
  record: { userId: string; id: string; date: string },
  reason: SummaryRequestJob['reason'],
): void {
  emit({
    kind: 'summary_request',
    userId: record.userId,
    payload: { userId: record.userId, recordId: record.id, date: record.date, reason },
  });
}

/**
 * A note of the record was added, edited or deleted, in the caller's transaction: a summary written
 * before is stale, and a stopped session asks for a new one. A running session's is written when
 * it stops.
 */
export async function noteChanged(
  records: WorkRecordsRepository,
  em: EntityManager,
  emit: EmitEvent,
  userId: string,
  recordId: string,
): Promise<void> {
  await records.markSummaryStale(em, userId, recordId);
  const state = await records.summaryState(em, userId, recordId);
  if (state && !state.isActive)
    emitSummaryRequest(emit, { userId, id: recordId, date: state.date }, 'edited');
}
