// The text a result card shows: the server's snippet, or (should it be missing) the content cut
// to about 150 characters at a word boundary with an ellipsis.
export const SNIPPET_LENGTH = 150;

export function clipAtWord(text: string, max = SNIPPET_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export const snippetOf = (r: { snippet?: string; content: string }) =>
  r.snippet?.trim() ? r.snippet : clipAtWord(r.content);

/**
 * A note's Markdown as plain text for a result card: links and images by their text, no emphasis,
 * code or heading marks, task boxes as ☐/☑, no table rules. Search results never render Markdown.
 */
export function markdownAsText(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)\s]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)\s]*\)/g, '$1')
    .replace(
      /(^|\s)[-*+]\s+\[( |x|X)\]\s+/g,
      (_m, space: string, box: string) => `${space}${box === ' ' ? '☐' : '☑'} `,
    )
    .replace(/\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?/g, ' ')
    .replace(/(^|\s)#{1,6}\s+/g, '$1')
    .replace(/```\w*/g, ' ')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Summary snippets are flattened bullet lines ("- a - b"); show their bullets as dots. */
export function readableSnippet(r: { type: string; snippet?: string; content: string }): string {
  const text = snippetOf(r);
  if (r.type !== 'summary') return markdownAsText(text);
  return text.replace(/^(…\s*)?-\s+/, '$1').replace(/\s+-\s+/g, ' • ');
}
