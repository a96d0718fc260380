// A timesheet row's text (contract, "Bills you can send"): the session's own description, else the
// first line of its first note as plain text (Markdown rendered by micromark, the parser the web's
// renderer shares, then its tags dropped: links give their text, images and code fences nothing),
// else the summary's subject.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

const MAX = 200;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** One Markdown line as the words a reader sees. */
function plainLine(line: string): string {
  const html = micromark(line, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first line of a note that has words, as plain text (at most 200 characters). */
export function firstPlainLine(note: string | null): string {
  let fenced = false;
  for (const raw of (note ?? '').split(/\r?\n/)) {
    if (/^\s{0,3}(```|~~~)/.test(raw)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || !raw.trim()) continue;
    const line = plainLine(raw);
    if (line) return line.length > MAX ? `${line.slice(0, MAX - 1)}…` : line;
  }
  return '';
}

export function rowDescription(own: string | null, firstNote: string | null, subject: string | null): string {
  return own?.trim() || firstPlainLine(firstNote) || subject?.trim() || '';
}
