// A timesheet row's text (contract, "Bills you can send"): the session's own description, else the
// first line of its first note as plain text (Markdown rendered by micromark, the parser the web's
// renderer shares, then its tags dropped: links give their text, images and code fences nothing),
// else the summary's subject. A year's timesheet has tens of thousands of rows, so the common
// lines (words, headings, list and quote markers, task boxes, strong and emphasis, code spans,
// plain links and images) are read by a few regular expressions that give what micromark gives;
// any other line (HTML, entities, escapes, underscores, tildes, nesting) still goes to micromark.
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

/** One Markdown line as the words a reader sees, by micromark. */
function renderedLine(line: string): string {
  const html = micromark(line, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
}

/** Block markers at the line's start: a quote, a list item (with its task box), a heading. */
const QUOTE_MARK = /^>[ \t]?/;
const LIST_MARK = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)(?:\[[ xX]\](?:[ \t]+|$))?/;
const HEADING_MARK = /^#{1,6}(?:[ \t]+|$)/;
/** A line that is a rule or a setext underline, which micromark turns into no words. */
const RULE = /^(?:[-*_=+][ \t]*)+$/;
const CODE_SPAN = /`([^`]+)`/g;
const STRONG = /(^|[\s(])\*\*([^*\s](?:[^*]*[^*\s])?)\*\*(?=$|[\s.,;:!?)])/g;
const EMPHASIS = /(^|[\s(])\*([^*\s](?:[^*]*[^*\s])?)\*(?=$|[\s.,;:!?)])/g;
const IMAGE = /!\[[^[\]]*\]\([^()\s]*\)/g;
const LINK = /\[([^[\]]*)\]\([^()\s]*\)/g;
/** What the expressions above do not read: left over, the line goes to micromark. */
const UNREAD = /[`*_[\]<\\~|]|&#?\w+;/;

/** The line's words by the expressions above, or null when micromark must read it. */
export function simpleLine(line: string): string | null {
  // Four spaces or a tab make an indented code block, read by micromark.
  if (/^(?: {4}|\t)/.test(line)) return null;
  let text = line.trim();
  if (RULE.test(text)) return null;
  for (let marks = 0; marks < 8; marks++) {
    const mark = QUOTE_MARK.exec(text) ?? LIST_MARK.exec(text) ?? HEADING_MARK.exec(text);
    if (!mark) break;
    text = text.slice(mark[0].length).trimStart();
  }
  if (text.startsWith('#') || RULE.test(text)) return null;
  // A heading's closing hashes are not words.
  text = text.replace(/[ \t]+#+[ \t]*$/, '');
  // Code spans first: their text is kept as written (anything in it makes the line micromark's).
  text = text
    .replace(CODE_SPAN, ' $1 ')
    .replace(IMAGE, ' ')
    .replace(LINK, ' $1 ')
    .replace(STRONG, '$1 $2 ')
    .replace(EMPHASIS, '$1 $2 ');
  if (UNREAD.test(text)) return null;
  return text.replace(/\s+/g, ' ').trim();
}

/** One Markdown line as the words a reader sees. */
export function plainLine(line: string): string {
  return simpleLine(line) ?? renderedLine(line);
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

/** micromark's reading of a line, for the tests that hold the expressions to it. */
export const renderedLineForTests = renderedLine;
