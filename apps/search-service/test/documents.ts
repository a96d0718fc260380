// Test helper: index jobs with sensible defaults and ever-increasing versions.
import { randomUUID } from 'node:crypto';
import type { SearchIndexJob } from '@diary/contracts/server';

let clock = Date.now();
export const nextVersion = () => ++clock;

export function noteUpsert(
  userId: string,
  content: string,
  over: Partial<Extract<SearchIndexJob, { kind: 'note.upsert' }>> = {},
): Extract<SearchIndexJob, { kind: 'note.upsert' }> {
  return {
    kind: 'note.upsert',
    version: nextVersion(),
    userId,
    noteId: randomUUID(),
    recordId: randomUUID(),
    date: '2026-11-20',
    content,
    timestamp: new Date().toISOString(),
    ...over,
  };
}

export function summaryUpsert(
  userId: string,
  subject: string,
  description: string,
  over: Partial<Extract<SearchIndexJob, { kind: 'summary.upsert' }>> = {},
): Extract<SearchIndexJob, { kind: 'summary.upsert' }> {
  return {
    kind: 'summary.upsert',
    version: nextVersion(),
    userId,
    recordId: randomUUID(),
    date: '2026-11-20',
    subject,
    description,
    timestamp: new Date().toISOString(),
    ...over,
  };
}
