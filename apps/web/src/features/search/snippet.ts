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

/** Summary snippets are flattened bullet lines ("- a - b"); show their bullets as dots. */
export function readableSnippet(r: { type: string; snippet?: string; content: string }): string {
  const text = snippetOf(r);
  if (r.type !== 'summary') return text;
  return text.replace(/^(…\s*)?-\s+/, '$1').replace(/\s+-\s+/g, ' • ');
}
