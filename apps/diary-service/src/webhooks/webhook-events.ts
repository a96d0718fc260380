// The one place that builds the webhook events the diary raises (session.started/stopped,
// note.created/updated), sent through the outbox in the change's transaction. A sealed note's
// content never leaves: its event says only that it is sealed.
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@diary/contracts';
import type { WebhookEventJob } from '@diary/contracts/server';
import type { EmitEvent } from '../outbox/outbox.service';

export interface WebhookSession {
  id: string;
  userId: string;
  date: string;
  startTime: Date | string;
  endTime: Date | string | null;
  isActive: boolean;
  tags?: string[];
  projectId?: string | null;
}

export interface WebhookNote {
  id: string;
  userId: string;
  workRecordId: string;
  content: string;
  timestamp: Date;
  editedAt?: Date | null;
  /** A sealed note (encrypted in the browser) carries its envelope here; its content is never sent. */
  sealed?: unknown;
}

const iso = (v: Date | string | null | undefined) => (v instanceof Date ? v.toISOString() : (v ?? null));

export function sessionData(record: WebhookSession): Record<string, unknown> {
  return {
    id: record.id,
    date: record.date,
    startTime: iso(record.startTime),
    endTime: iso(record.endTime),
    isActive: record.isActive,
    tags: record.tags ?? [],
    projectId: record.projectId ?? null,
  };
}

export function noteData(note: WebhookNote, date: string): Record<string, unknown> {
  const sealed = note.sealed !== undefined && note.sealed !== null;
  return {
    id: note.id,
    workRecordId: note.workRecordId,
    date,
    timestamp: note.timestamp.toISOString(),
    updatedAt: (note.editedAt ?? note.timestamp).toISOString(),
    sealed,
    ...(sealed ? {} : { content: note.content }),
  };
}

/** Queues a webhook event through the outbox, in the caller's transaction. */
export function emitWebhookEvent(
  emit: EmitEvent,
  userId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): void {
  const payload: WebhookEventJob = {
    id: randomUUID(),
    userId,
    type,
    timestamp: new Date().toISOString(),
    data,
  };
  emit({ kind: 'webhook_event', userId, payload });
}
