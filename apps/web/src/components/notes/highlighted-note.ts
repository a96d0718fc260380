// Which note the screen was opened to show (`?note=<id>`, from search or a report line): the note
// with this id scrolls into view and is highlighted for a moment.
import { createContext, useContext } from 'react';

export const HighlightedNoteContext = createContext<string | null>(null);

export const useIsHighlighted = (noteId: string) => useContext(HighlightedNoteContext) === noteId;

/** The element id of a note, for scrolling to it. */
export const noteElementId = (noteId: string) => `note-${noteId}`;
