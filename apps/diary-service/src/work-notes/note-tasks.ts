// Task boxes (`- [ ] x`) of a note's Markdown, found with the GFM parser the web renders with
// (micromark), so a box inside a code fence or a quote's text is never taken for one. Ticking one
// changes exactly one character of the text: everything else stays byte for byte.
import { parse, postprocess, preprocess } from 'micromark';
import { gfm } from 'micromark-extension-gfm';

const CHECKED = 'taskListCheckValueChecked';
const UNCHECKED = 'taskListCheckValueUnchecked';

export interface TaskBox {
  /** Where the box's mark (` ` or `x`) is in the text. */
  offset: number;
  checked: boolean;
}

/** The note's task boxes in the order they appear. */
export function taskBoxes(markdown: string): TaskBox[] {
  const events = postprocess(
    parse({ extensions: [gfm()] })
      .document()
      .write(preprocess()(markdown, undefined, true)),
  );
  const boxes: TaskBox[] = [];
  for (const [kind, token] of events) {
    const type: string = token.type;
    if (kind === 'enter' && (type === CHECKED || type === UNCHECKED))
      boxes.push({ offset: token.start.offset, checked: type === CHECKED });
  }
  return boxes;
}

/**
 * The text with its index-th task box set to `checked` (unchanged when it already is), or null
 * when the note has no such box.
 */
export function setTask(markdown: string, index: number, checked: boolean): string | null {
  const box = taskBoxes(markdown)[index];
  if (!box) return null;
  if (box.checked === checked) return markdown;
  return markdown.slice(0, box.offset) + (checked ? 'x' : ' ') + markdown.slice(box.offset + 1);
}
