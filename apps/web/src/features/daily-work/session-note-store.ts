// The note the current work session writes into (currentSessionNoteId). The
// first save of a session creates a note; later saves append to that note. Kept in local storage
// so that a reload keeps writing into the same note.
export interface SessionNote {
  recordId: string;
  noteId: string;
  content: string;
}

const key = (userId: string) => `session_note_${userId}`;

export function readSessionNote(userId: string): SessionNote | null {
  try {
    const raw = localStorage.getItem(key(userId));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<SessionNote>;
    return typeof v.recordId === 'string' && typeof v.noteId === 'string' && typeof v.content === 'string'
      ? { recordId: v.recordId, noteId: v.noteId, content: v.content }
      : null;
  } catch {
    return null;
  }
}

export function writeSessionNote(userId: string, note: SessionNote | null) {
  try {
    if (note) localStorage.setItem(key(userId), JSON.stringify(note));
    else localStorage.removeItem(key(userId));
  } catch (err) {
    console.warn('Could not store the session note id', err);
  }
}

/** The saved text followed by the new text, one blank line between. */
export const appendToNote = (saved: string, addition: string) =>
  saved.trim() ? `${saved.replace(/\s+$/, '')}\n\n${addition.trim()}` : addition.trim();
