// Shapes of a note's write path beyond add, edit and delete (contract, "Private and permanent" and
// "No lost update"): an edit that names the version it was made on, a task box ticked on the
// server's text, and the versions a note had before each edit.
import { z } from 'zod';
import type { WorkNote } from './note';

/** POST /api/work-notes/{id}/tasks/{index}: the index-th task box (0 first, in the text's order). */
export const ToggleNoteTaskRequest = z.object({ checked: z.boolean() });
export type ToggleNoteTaskRequest = z.infer<typeof ToggleNoteTaskRequest>;

/** The 409 of a PATCH whose `baseUpdatedAt` is not the note's `updatedAt`: the note as it is now. */
export interface NoteConflictBody {
  statusCode: 409;
  message: string;
  error: 'Conflict';
  note: WorkNote;
}

/** One earlier version of a note: its text before the edit made at `editedAt`. */
export const NoteRevision = z.object({
  id: z.string(),
  content: z.string(),
  editedAt: z.string(),
});
export type NoteRevision = z.infer<typeof NoteRevision>;

/** Days a deleted note or session stays in the trash before it is gone for good. */
export const TRASH_DAYS = 30;

/** GET /api/trash: a deleted note or session. */
export const TrashItem = z.object({
  id: z.string(),
  kind: z.enum(['note', 'session']),
  /** The note's or the session's own id (what it has again once restored). */
  itemId: z.string(),
  /** The day it belongs to (yyyy-MM-dd). */
  date: z.string(),
  /** Its first line, or the session's summary subject. */
  title: z.string(),
  deletedAt: z.string(),
  /** When the nightly purge takes it for good. */
  expiresAt: z.string(),
});
export type TrashItem = z.infer<typeof TrashItem>;

/** POST /api/trash/{id}/restore: what came back. */
export const TrashRestoreResult = z.object({
  kind: z.enum(['note', 'session']),
  id: z.string(),
  date: z.string(),
});
export type TrashRestoreResult = z.infer<typeof TrashRestoreResult>;

/** Fewest PBKDF2-SHA-256 iterations a sealed note's key may come from (OWASP 2023 advice). */
export const SEALED_MIN_ITERATIONS = 600_000;
/** Most iterations accepted (a browser would take minutes beyond it). */
export const SEALED_MAX_ITERATIONS = 10_000_000;
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url (A-Z, a-z, 0-9, - and _, no padding)');

/**
 * A sealed note as the server keeps it (contract, "Private and permanent"): the browser encrypted
 * the text with AES-256-GCM under a key it derived from the person's passphrase with PBKDF2-SHA-256;
 * the server never receives the passphrase or the text. Strict: nothing else rides along.
 */
export const SealedEnvelope = z
  .object({
    v: z.literal(1),
    alg: z.literal('AES-256-GCM'),
    kdf: z
      .object({
        name: z.literal('PBKDF2'),
        hash: z.literal('SHA-256'),
        iterations: z.number().int().min(SEALED_MIN_ITERATIONS).max(SEALED_MAX_ITERATIONS),
      })
      .strict(),
    /** 16 to 32 random bytes, new for each sealing. */
    salt: base64url(22, 43),
    /** The 12-byte GCM nonce, new for each sealing. */
    iv: base64url(16, 16),
    /** The text (UTF-8) encrypted, with its 16-byte tag: at most NOTE_MAX_LENGTH characters of text. */
    ciphertext: base64url(22, 400_100),
  })
  .strict();
export type SealedEnvelope = z.infer<typeof SealedEnvelope>;
