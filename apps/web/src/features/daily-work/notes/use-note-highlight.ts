// `?note=<id>` (search's "View in diary", a report line): once the note is on the page it scrolls
// into view and stays highlighted for a moment.
import { useEffect, useState } from 'react';
import { noteElementId } from '../../../components/notes/highlighted-note';

export const HIGHLIGHT_MS = 3000;

/**
 * The id of the note to highlight now, or null. `rendered` changes whenever the notes on the page
 * may have changed (null: not loaded yet), so a note that arrives later is still found.
 */
export function useNoteHighlight(noteId: string | null, rendered: string | null): string | null {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!noteId || rendered === null || shown === noteId) return;
    const element = document.getElementById(noteElementId(noteId));
    if (!element) return;
    setShown(noteId);
    setHighlighted(noteId);
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [noteId, rendered, shown]);
  useEffect(() => {
    if (!highlighted) return;
    const t = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(t);
  }, [highlighted]);
  return highlighted;
}
