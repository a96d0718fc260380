// When a write goes to the outbox instead of the server: shared by the session and the note saving.
import { isLocalId, pendingCount } from './outbox';

/** A failure without an answer from the server (RTK Query's status 0). */
export const isNetworkFailure = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { status?: unknown }).status === 0;

/** Whether a write must wait in the outbox: no network, or earlier offline work not yet sent. */
export const mustQueue = (recordId?: string) =>
  !navigator.onLine || pendingCount() > 0 || (recordId !== undefined && isLocalId(recordId));
