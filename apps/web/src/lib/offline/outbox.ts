// What the user did while offline (or while the server could not be reached), kept in IndexedDB
// and sent in order when the network returns: sessions started and stopped (with the times the
// browser recorded), notes (each with a clientId, so a note sent twice is added once) and edits of
// notes (each with the version it was made on: one that meets a newer version is merged into it).
// One sender at a time across tabs (Web Locks); an item leaves the box only when the server has
// answered it.
import { createStore, del, entries, set } from 'idb-keyval';
import type {
  CreateWorkNoteRequest,
  CreateWorkRecordRequest,
  NoteConflictBody,
  UpdateWorkNoteRequest,
  UpdateWorkRecordRequest,
  WorkNote,
  WorkRecord,
} from '@diary/contracts';
import { apiRequest, HttpError } from '../transport';

export interface StartItem {
  kind: 'start';
  userId: string;
  /** The id the browser gave the session until the server names it ("local-…"). */
  localId: string;
  startTime: string;
  date: string;
}
export interface NoteItem {
  kind: 'note';
  userId: string;
  clientId: string;
  /** A server id, or a StartItem's localId until that start has been sent. */
  recordId: string;
  content: string;
  timestamp: string;
  date: string;
}
export interface StopItem {
  kind: 'stop';
  userId: string;
  recordId: string;
  startTime: string;
  endTime: string;
  date: string;
}
/** An edit of a saved note, with the version it was made on (replayed without losing either text). */
export interface EditItem {
  kind: 'edit';
  userId: string;
  noteId: string;
  content: string;
  /** The note's text and updatedAt when the edit began. */
  baseContent: string;
  baseUpdatedAt: string;
  date: string;
}
export type OutboxItem = StartItem | NoteItem | StopItem | EditItem;

export const LOCAL_ID_PREFIX = 'local-';
export const isLocalId = (id: string) => id.startsWith(LOCAL_ID_PREFIX);

let db: ReturnType<typeof createStore> | null = null;
const store = () => (db ??= createStore('work-diary-outbox', 'items'));

// Keys sort in the order the items were added (IndexedDB orders string keys).
let seq = 0;
function nextKey(): string {
  seq = (seq + 1) % 1_000_000;
  return `${Date.now().toString(36).padStart(10, '0')}-${seq.toString(36).padStart(4, '0')}-${Math.random()
    .toString(36)
    .slice(2, 6)}`;
}

// A tiny observable of how many items wait, for the top bar.
let pending = 0;
const listeners = new Set<() => void>();
function setPending(n: number) {
  if (n === pending) return;
  pending = n;
  listeners.forEach((l) => l());
}
export const pendingCount = () => pending;
export function subscribePending(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function items(userId: string): Promise<Array<[string, OutboxItem]>> {
  const all = (await entries<string, OutboxItem>(store())).filter(([, item]) => item.userId === userId);
  return all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export async function refreshPending(userId: string | null): Promise<number> {
  const n = userId ? (await items(userId).catch(() => [])).length : 0;
  setPending(n);
  return n;
}

export async function enqueue(item: OutboxItem): Promise<void> {
  await set(nextKey(), item, store());
  setPending(pending + 1);
}

export const newClientId = () => crypto.randomUUID();
export const newLocalId = () => `${LOCAL_ID_PREFIX}${crypto.randomUUID()}`;

/** A network failure or a server that is down: try again later. Other answers are final. */
const tryLater = (err: unknown) =>
  !(err instanceof HttpError) || err.status >= 500 || err.status === 408 || err.status === 429;

export interface FlushResult {
  sent: number;
  dropped: number;
  left: number;
}

async function sendAll(userId: string): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, dropped: 0, left: 0 };
  const queue = await items(userId);
  const serverIds = new Map<string, string>();
  for (let i = 0; i < queue.length; i++) {
    const [key, item] = queue[i];
    const recordId = !('recordId' in item) ? null : (serverIds.get(item.recordId) ?? item.recordId);
    try {
      if (item.kind === 'start') {
        serverIds.set(item.localId, await sendStart(item));
      } else if (item.kind === 'edit') {
        await sendEdit(item);
      } else if (recordId && isLocalId(recordId)) {
        // Its session never reached the server (that start was refused): nothing to attach to.
        throw new HttpError(404, 'The session of this item was not saved.');
      } else if (item.kind === 'note') {
        await apiRequest('/api/work-notes', {
          method: 'POST',
          body: {
            workRecordId: recordId,
            content: item.content,
            timestamp: item.timestamp,
            clientId: item.clientId,
          } satisfies CreateWorkNoteRequest,
        });
      } else {
        await apiRequest(`/api/work-records/${recordId}`, {
          method: 'PATCH',
          body: {
            startTime: item.startTime,
            endTime: item.endTime,
            isActive: false,
          } satisfies UpdateWorkRecordRequest,
        });
      }
      result.sent++;
    } catch (err) {
      if (tryLater(err)) {
        // Keep this and every later item, with the server ids learnt so far written in.
        for (const [laterKey, later] of queue.slice(i)) {
          if ('recordId' in later && serverIds.has(later.recordId))
            await set(laterKey, { ...later, recordId: serverIds.get(later.recordId) }, store());
        }
        result.left = queue.length - i;
        break;
      }
      console.warn('An item saved offline was refused by the server and is dropped', item, err);
      result.dropped++;
    }
    await del(key, store());
  }
  setPending(result.left);
  return result;
}

/** The note a 409 of an edit carries: it changed on the server since the edit's base. */
function conflictNote(err: unknown): WorkNote | null {
  if (!(err instanceof HttpError) || err.status !== 409) return null;
  const body = err.json as Partial<NoteConflictBody> | undefined;
  return body?.note ?? null;
}

/**
 * Sends an edit made offline on the version it saw. When the note changed since, the edit is
 * merged into the current text (both kept where they overlap) and sent on that version.
 */
async function sendEdit(item: EditItem): Promise<void> {
  let { content, baseContent, baseUpdatedAt } = item;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await apiRequest(`/api/work-notes/${item.noteId}`, {
        method: 'PATCH',
        body: { content, baseUpdatedAt } satisfies UpdateWorkNoteRequest,
      });
      return;
    } catch (err) {
      const current = conflictNote(err);
      if (!current) throw err;
      // Loaded only here: the merge (and its diff library) stays out of the app's first scripts.
      const { mergeNoteTexts } = await import('../note-merge');
      content = mergeNoteTexts(baseContent, content, current.content).text;
      baseContent = current.content;
      baseUpdatedAt = current.updatedAt;
    }
  }
  // Still changing under us: keep the edit and try again with the next send.
  throw new Error('The note kept changing on the server; the edit waits for the next try.');
}

/** Starts the session on the server; if another one is active there already, uses that. */
async function sendStart(item: StartItem): Promise<string> {
  try {
    const record = await apiRequest<WorkRecord>('/api/work-records', {
      method: 'POST',
      body: {
        startTime: item.startTime,
        endTime: null,
        isActive: true,
        date: item.date,
      } satisfies CreateWorkRecordRequest,
    });
    return record.id;
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 409) throw err;
    const active = await apiRequest<WorkRecord | null>('/api/work-records/active');
    if (!active) throw err;
    return active.id;
  }
}

let running: Promise<FlushResult> | null = null;

/** Sends what waits for this user, in order; one run at a time in this tab and across tabs. */
export function flushOutbox(userId: string): Promise<FlushResult> {
  if (running) return running;
  const run = async () => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks
      ? ((await locks.request('work-diary-outbox', () => sendAll(userId))) as FlushResult)
      : sendAll(userId);
  };
  running = run().finally(() => {
    running = null;
  });
  return running;
}
