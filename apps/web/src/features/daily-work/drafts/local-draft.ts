// The local copy of unsaved note text (key unsaved_note_{userId}_{yyyy-MM-dd},
// the text as the value), written at every keystroke so that nothing typed is lost. Beside it we
// keep the text this browser last knew to be on the server for that date, to tell on reload
// whether the local copy holds typing the server has not seen yet (see reconcileDraft).
const PREFIX = 'unsaved_note_';
const SYNCED_PREFIX = 'synced_note_';

export const localDraftKey = (userId: string, date: string) => `${PREFIX}${userId}_${date}`;
const syncedKey = (userId: string, date: string) => `${SYNCED_PREFIX}${userId}_${date}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch (err) {
    console.warn('Could not read local storage', err);
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (err) {
    console.warn('Could not write local storage', err);
  }
}

export const readLocalDraft = (userId: string, date: string) => read(localDraftKey(userId, date));

/** Stores the text only when it is non-empty after trimming; otherwise removes the copy. */
export function writeLocalDraft(userId: string, date: string, text: string) {
  write(localDraftKey(userId, date), text.trim() ? text : null);
}

export const readSyncedDraft = (userId: string, date: string) => read(syncedKey(userId, date));
export function writeSyncedDraft(userId: string, date: string, text: string | null) {
  write(syncedKey(userId, date), text && text.trim() ? text : null);
}

/**
 * Empties the local copy after its text was saved as a note, but keeps an empty copy (a
 * tombstone) and the synced text until the server draft is gone: the copy then differs from what
 * the server holds, so a reload after going offline (or closing the tab) deletes the server draft
 * instead of bringing back text that was already sent (issue 33).
 */
export function markLocalDraftCleared(userId: string, date: string) {
  write(localDraftKey(userId, date), '');
}

export function clearLocalDraft(userId: string, date: string) {
  write(localDraftKey(userId, date), null);
  write(syncedKey(userId, date), null);
}

/** Dates (other than `keep`) that have a local copy for this user. */
export function localDraftDates(userId: string, keep: string[]): string[] {
  const dates: string[] = [];
  try {
    const prefix = `${PREFIX}${userId}_`;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) {
        const date = key.slice(prefix.length);
        if (!keep.includes(date)) dates.push(date);
      }
    }
  } catch (err) {
    console.warn('Could not list local storage', err);
  }
  return dates;
}

/**
 * Removes this user's local copies of days before `today` that the server already holds word for
 * word (docs/product-rules.md, Notes and drafts). A copy holding typing
 * the server has not confirmed is kept, so nothing typed is lost.
 */
export function purgeOldLocalDrafts(userId: string, today: string, keep: string[]) {
  for (const date of localDraftDates(userId, [today, ...keep])) {
    if (date >= today) continue;
    if (readLocalDraft(userId, date) === readSyncedDraft(userId, date)) clearLocalDraft(userId, date);
  }
}
