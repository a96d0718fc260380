// Merging two edits of one note (a 409 from the server, or an offline edit replayed after the
// note changed elsewhere): the lines this side changed are applied to the other side's text.
// When they cannot be placed, both texts are kept one after the other: neither is ever dropped.
import { applyPatch, structuredPatch } from 'diff';

export interface NoteMerge {
  text: string;
  /** False when the changes overlapped and both texts were kept whole. */
  clean: boolean;
}

/** `base` is the text both edits started from, `mine` this side's edit, `theirs` the saved one. */
export function mergeNoteTexts(base: string, mine: string, theirs: string): NoteMerge {
  if (mine === base || mine === theirs) return { text: theirs, clean: true };
  if (theirs === base) return { text: mine, clean: true };
  // Every line ends with a newline, so a change to the last line patches like any other.
  const patch = structuredPatch('note', 'note', `${base}\n`, `${mine}\n`, '', '', { context: 1 });
  const merged = applyPatch(`${theirs}\n`, patch);
  if (merged !== false) return { text: merged.replace(/\n$/, ''), clean: true };
  return { text: `${theirs}\n\n${mine}`, clean: false };
}
