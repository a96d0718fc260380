// Sealing a note in the browser (contract, "Private and permanent"; docs/security.md): the text is
// encrypted with AES-256-GCM under a key derived from the passphrase with PBKDF2-SHA-256
// (SEALED_ITERATIONS), with a random salt and IV. Only the envelope goes to the server. An opened
// note's key and text stay in this tab's memory until the page is closed or reloaded.
import { useSyncExternalStore } from 'react';
import type { SealedEnvelope } from '@diary/contracts';
import { SEALED_MIN_ITERATIONS } from '@diary/contracts';

export const SEALED_ITERATIONS = SEALED_MIN_ITERATIONS;
/** The shortest passphrase the app accepts for sealing. */
export const PASSPHRASE_MIN_LENGTH = 8;
export const WRONG_PASSPHRASE = 'That passphrase does not open this note. Check it and try again.';

export class WrongPassphraseError extends Error {
  constructor() {
    super(WRONG_PASSPHRASE);
  }
}

const toBase64url = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
type Bytes = Uint8Array<ArrayBuffer>;

const fromBase64url = (text: string): Bytes => {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
};

/** The note's key: never extractable, kept only in this tab's memory. */
async function deriveKey(passphrase: string, salt: Bytes, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(passphrase),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** What opens a sealed note again: its key and the salt and iterations it came from. */
export interface NoteKey {
  key: CryptoKey;
  salt: string;
  iterations: number;
}

/** A new key from the passphrase, with a new random salt. */
export async function newNoteKey(passphrase: string): Promise<NoteKey> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return {
    key: await deriveKey(passphrase, salt, SEALED_ITERATIONS),
    salt: toBase64url(salt),
    iterations: SEALED_ITERATIONS,
  };
}

/** Encrypts the text under the key with a new random IV: the envelope the server keeps. */
export async function sealWith(noteKey: NoteKey, text: string): Promise<SealedEnvelope> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    noteKey.key,
    new TextEncoder().encode(text),
  );
  return {
    v: 1,
    alg: 'AES-256-GCM',
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: noteKey.iterations },
    salt: noteKey.salt,
    iv: toBase64url(iv),
    ciphertext: toBase64url(new Uint8Array(ciphertext)),
  };
}

/** The text and key of a sealed note; WrongPassphraseError when the passphrase is not its own. */
export async function openSealed(
  envelope: SealedEnvelope,
  passphrase: string,
): Promise<{ text: string; noteKey: NoteKey }> {
  const key = await deriveKey(passphrase, fromBase64url(envelope.salt), envelope.kdf.iterations);
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64url(envelope.iv) },
      key,
      fromBase64url(envelope.ciphertext),
    );
    return {
      text: new TextDecoder().decode(plain),
      noteKey: { key, salt: envelope.salt, iterations: envelope.kdf.iterations },
    };
  } catch {
    // GCM's tag does not match: another passphrase (or a changed envelope).
    throw new WrongPassphraseError();
  }
}

/** Notes opened in this tab: note id → its text and key (memory only: a reload locks them again). */
export interface OpenedNote {
  text: string;
  noteKey: NoteKey;
  /** The envelope this text came from (a newer one from elsewhere locks the note again). */
  ciphertext: string;
}
const opened = new Map<string, OpenedNote>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

export function rememberOpened(noteId: string, note: OpenedNote): void {
  opened.set(noteId, note);
  changed();
}
export function forgetOpened(noteId: string): void {
  if (opened.delete(noteId)) changed();
}

/** The note's text if it was opened in this tab and is still the same envelope; null otherwise. */
export function useOpenedNote(noteId: string, envelope: SealedEnvelope | undefined): OpenedNote | null {
  const found = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => opened.get(noteId),
  );
  return found && envelope && found.ciphertext === envelope.ciphertext ? found : null;
}
