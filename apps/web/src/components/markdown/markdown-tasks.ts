// Task list items (`- [ ] x`) toggled from the rendered note: the source changes at exactly one
// box, so everything else the user wrote stays byte for byte.

/** A task item's box: after the list marker (`-`, `*`, `+` or `1.`/`1)`) and spaces. */
const TASK_BOX = /^([ \t]*(?:>[ \t]*)*(?:[-*+]|\d{1,9}[.)])[ \t]+)\[([ xX])\]/;

/**
 * The source with the task item that starts at `offset` (its list item's start, as the Markdown
 * parser reports it) ticked or unticked; the source unchanged when no box starts there.
 */
export function toggleTaskAt(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
  const match = TASK_BOX.exec(source.slice(lineStart));
  if (!match) return source;
  const at = lineStart + match[1].length + 1;
  const next = match[2] === ' ' ? 'x' : ' ';
  return source.slice(0, at) + next + source.slice(at + 1);
}

/** Only pictures this app serves to their owner render inline; any other image is a link. */
export function isOwnAttachment(src: string | undefined): boolean {
  return (
    typeof src === 'string' &&
    /^\/api\/attachments\/[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)?(?:\?[\w=&-]*)?$/.test(src)
  );
}
