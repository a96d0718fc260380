// Splits a snippet into plain and highlighted parts. The search term is TEXT, not a pattern
// (contract: a search for `c++` works), so every piece of it is escaped before matching.
export interface HighlightPart {
  text: string;
  match: boolean;
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The whole term first, then its words of 3+ characters, longest first, all escaped. */
function highlightPattern(term: string): RegExp | null {
  const whole = term.trim();
  if (!whole) return null;
  const words = whole.split(/\s+/).filter((w) => w.length >= 3);
  const pieces = [...new Set([whole, ...words])].sort((a, b) => b.length - a.length);
  return new RegExp(`(${pieces.map(escapeRegExp).join('|')})`, 'gi');
}

export function splitHighlight(text: string, term: string): HighlightPart[] {
  const pattern = highlightPattern(term);
  if (!pattern || !text) return text ? [{ text, match: false }] : [];
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
