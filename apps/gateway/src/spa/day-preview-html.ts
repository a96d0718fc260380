// The Daily Work preview's HTML: the first screenful of a day's notes, drawn by the server into
// the page so that they paint before any script has arrived (docs/decisions.md, "Daily Work's
// first notes come with the page"). A static, read-only copy (inert and aria-hidden: assistive
// technology sees one page, the live one) laid out where the Daily Work screen shows its "Previous
// sessions" card; the web app removes it once its own screen shows the day (app/day-preview.ts). Notes are Markdown rendered by micromark, the parser the web app's
// renderer is built on, with raw HTML escaped and unsafe link protocols dropped (its defaults);
// images become empty boxes of the thumbnails' size, so the preview downloads nothing.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { formatDuration, wholeMinutesBetween, type WorkNote, type WorkRecord } from '@diary/contracts';

/** What the preview needs: the user, the day, its finished sessions and how times are written. */
export interface DayPreviewInput {
  userId: string;
  username: string;
  date: string;
  records: WorkRecord[];
  /** IANA zone for clock times (the user's setting; the server's own when unset). */
  timeZone?: string;
  /** BCP 47 locale for clock times and the date (the browser's first Accept-Language). */
  locale: string;
  /** At most this many notes are drawn (the first screenful). */
  maxNotes: number;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** JSON for a `<script type="application/json">` block: nothing in it can close the element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// micromark writes an image as exactly this (its attribute values escaped, so no `"` inside).
const IMAGE = /<img src="[^"]*" alt="([^"]*)"(?: title="[^"]*")? \/>/g;

/** A note's Markdown as HTML: no HTML from the note, no script URLs, no image downloads. */
export function noteHtml(markdown: string): string {
  const html = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  return html.replace(IMAGE, '<span class="dp-thumb" role="img" aria-label="$1"></span>');
}

function clock(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

function longDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The locale to write times in: the first well-formed tag of Accept-Language, else en-US. */
export function localeFrom(acceptLanguage: string | undefined): string {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return 'en-US';
  try {
    return Intl.getCanonicalLocales(first)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

const byTime = (a: { timestamp: string }, b: { timestamp: string }) =>
  Date.parse(a.timestamp) - Date.parse(b.timestamp);

/** The preview's markup and its data block, to be placed right after the app's root element. */
export function dayPreviewHtml(input: DayPreviewInput): string {
  const { locale, timeZone } = input;
  const finished = input.records
    .filter((r) => !r.isActive)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  let budget = input.maxNotes;
  const sessions: string[] = [];
  for (const record of finished) {
    if (budget <= 0) break;
    const notes: WorkNote[] = [...(record.notes ?? [])].sort(byTime);
    const shown = notes.slice(0, budget);
    budget -= shown.length;
    const times = `${escapeHtml(clock(record.startTime, locale, timeZone))} – ${
      record.endTime ? escapeHtml(clock(record.endTime, locale, timeZone)) : 'now'
    }`;
    const count = notes.length === 1 ? '1 note' : `${notes.length} notes`;
    const items = shown
      .map(
        (n) =>
          `<li><p class="dp-cap">Note at ${escapeHtml(clock(n.timestamp, locale, timeZone))}</p>` +
          `<div class="dp-note" data-testid="day-preview-note">${noteHtml(n.content)}</div></li>`,
      )
      .join('');
    sessions.push(
      `<li class="dp-session"><p class="dp-times"><b>${times}</b> <span class="dp-chip">${escapeHtml(
        formatDuration(wholeMinutesBetween(record.startTime, record.endTime)),
      )}</span></p>${notes.length ? `<p class="dp-count">${count}</p>` : ''}<ol>${items}</ol></li>`,
    );
  }
  const body = sessions.length
    ? `<ul>${sessions.join('')}</ul>`
    : '<p class="dp-empty">No finished sessions on this day yet.</p>';
  const data = jsonForScript({ userId: input.userId, username: input.username, date: input.date });
  return (
    `<style>${PREVIEW_CSS}</style>` +
    `<div id="day-preview" class="dp" inert aria-hidden="true" data-date="${escapeHtml(input.date)}">` +
    `<div class="dp-top"><span class="dp-logo"></span><span class="dp-brand">Work Diary</span></div>` +
    `<div class="dp-body"><div class="dp-side"></div><div class="dp-main"><div class="dp-page">` +
    `<div class="dp-head"><h1>Daily Work</h1><p class="dp-sub">Track your daily tasks and activities</p>` +
    `<p class="dp-date">${escapeHtml(longDate(input.date, locale))}</p></div>` +
    `<div class="dp-bar"></div>` +
    `<div class="dp-grid"><div class="dp-left"></div><section class="dp-card" aria-label="Previous sessions">` +
    `<h2>Previous sessions</h2>${body}</section></div></div></div></div></div>` +
    `<script type="application/json" id="day-preview-data">${data}</script>`
  );
}

/**
 * The preview's layout, following the signed-in frame (TopBar 65 px, Sidebar 256 px on desktop and
 * 80 px on tablets, main padding 16/24/32 px, PAGE_WIDTH 1200) and Daily Work's grid (2fr 1fr from
 * 1024 px). Colours are the default theme's.
 */
const PREVIEW_CSS = `
.dp{position:absolute;inset:0 0 auto 0;min-height:100vh;z-index:1200;background:#f5f6fa;color:#1c2333;
font:400 0.875rem/1.43 "Inter","Segoe UI",system-ui,-apple-system,"Helvetica Neue",Arial,sans-serif}
.dp-top{height:65px;box-sizing:border-box;display:flex;align-items:center;gap:12px;padding:0 20px;
background:#fff;border-bottom:1px solid #e1e4ec}
.dp-logo{width:34px;height:34px;border-radius:50%;background:#eef0fa}
.dp-brand{font-weight:700;font-size:1.25rem}
.dp-body{display:flex}
.dp-side{width:256px;flex:none;min-height:calc(100vh - 65px);background:#fff;border-right:1px solid #e1e4ec;box-sizing:border-box}
.dp-main{flex:1;min-width:0;padding:32px}
.dp-page{max-width:1200px;margin:0 auto}
.dp-head{height:106px;margin-bottom:20px}
.dp h1{font-size:1.75rem;line-height:1.3;margin-top:-2px;font-weight:700;letter-spacing:-0.01em;margin:0}
.dp-sub{font-size:1rem;color:#566074;margin:0}
.dp-date{margin:20px 0 0 44px;font-weight:600;color:#3d55cc;font-size:0.95rem}
.dp-bar{height:167px;margin-bottom:20px;border:1px solid #e1e4ec;border-radius:14px;background:#fff;box-sizing:border-box}
.dp-grid{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,1fr);gap:20px;align-items:start}
.dp-card{background:#fff;border:1px solid #e1e4ec;border-radius:14px;padding:16px;box-sizing:border-box}
.dp h2{font-size:1rem;font-weight:700;margin:3px 0 14px 28px;line-height:1.75}
.dp ul,.dp ol{margin:0;padding:0;list-style:none}
.dp-session{padding:10px 0}
.dp-session+.dp-session{border-top:1px solid #e1e4ec}
.dp-times{margin:0;display:flex;align-items:center;gap:8px}
.dp-chip{border:1px solid #c4c8d4;border-radius:12px;padding:0 8px;font-size:0.8125rem;line-height:22px}
.dp-count{margin:2px 0 0;text-align:right;font-size:0.75rem;color:#566074}
.dp-cap{margin:4px 0 0;min-height:30px;display:flex;align-items:center;font-size:0.75rem;font-weight:600;color:#566074}
.dp-note{overflow-wrap:anywhere}
.dp-note>:first-child{margin-top:0}.dp-note>:last-child{margin-bottom:0}
.dp-note p,.dp-note ul,.dp-note ol,.dp-note pre,.dp-note table,.dp-note blockquote{margin:6px 0}
.dp-note ul,.dp-note ol{padding-left:24px}.dp-note ul{list-style:disc}.dp-note ol{list-style:decimal}
.dp-note li:has(>input){list-style:none}.dp-note ul:has(>li>input){padding-left:8px}
.dp-note h1,.dp-note h2,.dp-note h3,.dp-note h4,.dp-note h5,.dp-note h6{font-size:1em;font-weight:700;margin:6px 0;letter-spacing:0}
.dp-note h1{font-size:1.25em}.dp-note h2{font-size:1.125em}
.dp-note code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:0.9em;background:rgba(0,0,0,0.04);border-radius:5px;padding:0 4px}
.dp-note pre{background:rgba(0,0,0,0.04);border-radius:10px;padding:8px;overflow-x:auto}
.dp-note pre code{background:transparent;padding:0}
.dp-note table{border-collapse:collapse;display:block;overflow-x:auto}
.dp-note th,.dp-note td{border:1px solid #e1e4ec;padding:2px 8px;text-align:left}
.dp-note blockquote{border-left:3px solid #e1e4ec;padding-left:12px;margin-left:0;color:#566074}
.dp-note a{color:#3d55cc}
.dp-note input{margin-right:6px;vertical-align:middle}
.dp-thumb{display:inline-block;vertical-align:middle;width:56px;height:56px;margin:2px 6px 2px 0;border:1px solid #e1e4ec;border-radius:10px;background:rgba(0,0,0,0.04);box-sizing:border-box}
.dp-empty{color:#566074;margin:0}
@media (max-width:1023.98px){.dp-side{width:80px}.dp-main{padding:24px}.dp-grid{grid-template-columns:minmax(0,1fr)}
.dp-left{height:600px}.dp-head{height:154px}}
@media (max-width:639.98px){.dp-side{display:none}.dp-main{padding:16px}.dp-head{height:166px}.dp-bar{height:232px}
.dp-left{height:600px}}
`
  .replace(/\n/g, '')
  .trim();
