// Reads a question in plain words, offline: what it asks (how much time, what did I do, when did I
// last, anything else), over which days (relative to the client's `today`), for which tag, and the
// words left to search for. Named periods (this/last week, a month, a year) are read here; explicit
// dates, "between … and …", "since …" and weekdays by chrono-node.
import * as chrono from 'chrono-node';
import type { AskKind } from '@diary/contracts';
import { findBillingNames, type NamedProject } from './billing-names';

export interface DayRange {
  from: string;
  to: string;
  /** How the answer names the range: "last week", "in October", "on Oct 14". */
  label: string;
}

export interface ParsedQuestion {
  kind: AskKind;
  range: DayRange | null;
  tag: string | null;
  /** The caller's client or project the question names (billing-names.ts). */
  client: string | null;
  project: NamedProject | null;
  /** The question's words without its kind phrase, dates, tag and small words: what to search for. */
  words: string[];
}

const DAY_MS = 86_400_000;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const SHORT_MONTHS = MONTHS.map((m) => m[0].toUpperCase() + m.slice(1, 3));

const KIND_PATTERNS: Array<[AskKind, RegExp]> = [
  [
    'last',
    /\b(when\s+(did|was|have)\s+i\s+(last|most\s+recently)|when\s+was\s+the\s+last\s+time\s+i|last\s+time\s+i|when\s+did\s+i\s+last)\b/i,
  ],
  [
    // Money: what was earned, billed or invoiced (not "the invoice export", a thing worked on).
    'money',
    /\b(how\s+much\s+(money\s+)?(did|have|will|do|can)\s+i\s+(earn|make|bill|invoice|charge)|earn(ed|ings|t)?|billed|billable|bill\s+(for|to)|invoiced|revenue|income)\b/i,
  ],
  [
    'time',
    /\b(how\s+(much|many|long)|hours?|minutes?|time\s+(did|have|went|was)|total\s+time|time\s+on|time\s+spent|spent|logged|tracked)\b/i,
  ],
  [
    'activity',
    /\b(what\s+(did|have|was|were)\s+i\s+(do|done|doing|work(ed|ing)?\s+on|been\s+(doing|working\s+on))|what\s+happened|what\s+i\s+did|show\s+(me\s+)?my\s+sessions|summar(y|ise|ize))\b/i,
  ],
];

/** Words that carry no meaning for a search (question words, pronouns, verbs of asking). */
const STOP_WORDS = new Set(
  `a an the i me my we our you your it its of on in at to for from with about and or but is was were be been am
  are do did does done doing have has had what when where which who why how much many long last most recently
  time times touch touched work worked working on any anything something notes note find show tell please ever
  mention mentioned write wrote about spend spent hours hour minutes minute this that these those there then
  than since between until till by get got go went look looked see saw day days week weeks month months year
  today yesterday ago`.split(/\s+/),
);

/** yyyy-MM-dd of a UTC date (the parser works on day keys; all its Dates are UTC midnights or noons). */
export const keyOf = (d: Date): string => d.toISOString().slice(0, 10);
const dateOf = (key: string): Date => new Date(`${key}T00:00:00Z`);
const addDays = (key: string, days: number): string => keyOf(new Date(dateOf(key).getTime() + days * DAY_MS));

/** "Oct 14" (with the year when it is not `today`'s). */
export function dayLabel(key: string, today: string): string {
  const d = dateOf(key);
  const text = `${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
  return key.slice(0, 4) === today.slice(0, 4) ? text : `${text}, ${key.slice(0, 4)}`;
}

function monthRange(year: number, month: number, today: string): DayRange {
  const from = keyOf(new Date(Date.UTC(year, month, 1)));
  const last = keyOf(new Date(Date.UTC(year, month + 1, 0)));
  const label = `in ${MONTHS[month][0].toUpperCase()}${MONTHS[month].slice(1)}${String(year) === today.slice(0, 4) ? '' : ` ${year}`}`;
  return { from, to: last, label };
}

/** Monday of the week of `key` (weeks start on Monday, as the weekly review's). */
const mondayOf = (key: string): string => addDays(key, -((dateOf(key).getUTCDay() + 6) % 7));

/** The named periods chrono reads as single days: handled first, as whole ranges. */
function namedPeriod(text: string, today: string): { range: DayRange; match: string } | null {
  const year = +today.slice(0, 4);
  const month = +today.slice(5, 7) - 1;
  const rules: Array<[RegExp, () => DayRange]> = [
    [/\btoday\b/i, () => ({ from: today, to: today, label: 'today' })],
    [/\byesterday\b/i, () => ({ from: addDays(today, -1), to: addDays(today, -1), label: 'yesterday' })],
    [/\b(this|the\s+current)\s+week\b/i, () => ({ from: mondayOf(today), to: today, label: 'this week' })],
    [
      /\b(last|past|previous)\s+week\b/i,
      () => ({ from: addDays(mondayOf(today), -7), to: addDays(mondayOf(today), -1), label: 'last week' }),
    ],
    [
      /\b(this|the\s+current)\s+month\b/i,
      () => ({ from: `${today.slice(0, 7)}-01`, to: today, label: 'this month' }),
    ],
    [
      /\b(last|past|previous)\s+month\b/i,
      () => ({ ...monthRange(month === 0 ? year - 1 : year, (month + 11) % 12, today), label: 'last month' }),
    ],
    [/\bthis\s+year\b/i, () => ({ from: `${year}-01-01`, to: today, label: 'this year' })],
    [
      /\b(last|past|previous)\s+(\d{1,3})\s+days\b/i,
      () => {
        const n = Math.min(366, Math.max(1, +/(\d{1,3})/.exec(text)![1]));
        return { from: addDays(today, -(n - 1)), to: today, label: `in the last ${n} days` };
      },
    ],
  ];
  for (const [re, build] of rules) {
    const m = re.exec(text);
    if (m) return { range: build(), match: m[0] };
  }
  const inYear = /\b(?:in|during)\s+((?:19|20)\d\d)\b(?!\s*-)/i.exec(text);
  if (
    inYear &&
    !new RegExp(`(${MONTHS.join('|')}|${SHORT_MONTHS.join('|')})\\.?\\s+${inYear[1]}`, 'i').test(text)
  ) {
    const y = +inYear[1];
    return { range: { from: `${y}-01-01`, to: `${y}-12-31`, label: `in ${y}` }, match: inYear[0] };
  }
  return null;
}

/** The most recent `weekday` on or before `today` (a week earlier for "last Tuesday" said on a Tuesday). */
function pastWeekday(weekday: number, today: string, strictlyBefore: boolean): string {
  let back = (dateOf(today).getUTCDay() - weekday + 7) % 7;
  if (back === 0 && strictlyBefore) back = 7;
  return addDays(today, -back);
}

/** One chrono component as a range: a day, or a whole month when no day was named. */
function componentRange(
  c: chrono.ParsedComponents,
  text: string,
  today: string,
  asStart: boolean,
): DayRange | null {
  if (!c.isCertain('day') && !c.isCertain('month') && c.isCertain('weekday')) {
    const day = pastWeekday(c.get('weekday')!, today, /\blast\s+\w+day\b/i.test(text) || asStart === false);
    return { from: day, to: day, label: `on ${dayLabel(day, today)}` };
  }
  let year = c.get('year')!;
  const month = c.get('month')! - 1;
  if (!c.isCertain('year')) {
    // "October" or "Oct 14" without a year is the last one that has begun, never a future one.
    const start = keyOf(new Date(Date.UTC(year, month, c.isCertain('day') ? c.get('day')! : 1)));
    if (start > today) year -= 1;
  }
  if (!c.isCertain('day')) return monthRange(year, month, today);
  const day = keyOf(new Date(Date.UTC(year, month, c.get('day')!)));
  return { from: day, to: day, label: `on ${dayLabel(day, today)}` };
}

/** The range the question names, or null; and the text it was read from (to take out of the words). */
export function parseRange(question: string, today: string): { range: DayRange | null; matched: string[] } {
  const named = namedPeriod(question, today);
  if (named) return { range: named.range, matched: [named.match] };
  const ref = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  const results = chrono
    .parse(question, ref)
    .filter((r) => r.start.isCertain('day') || r.start.isCertain('month') || r.start.isCertain('weekday'));
  if (!results.length) return { range: null, matched: [] };
  const matched = results.map((r) => r.text);
  const first = results[0];
  const since = /\b(since|from|after)\s*$/i.test(question.slice(0, first.index));
  const between = /\bbetween\s*$/i.test(question.slice(0, first.index)) && results.length > 1;
  const start = componentRange(first.start, first.text, today, true);
  if (!start) return { range: null, matched };
  const endComponent = first.end ?? (between ? results[1].start : undefined);
  if (endComponent) {
    const end = componentRange(endComponent, first.text, today, true);
    if (end) {
      const [from, to] = start.from <= end.to ? [start.from, end.to] : [end.from, start.to];
      return {
        range: { from, to, label: `from ${dayLabel(from, today)} to ${dayLabel(to, today)}` },
        matched,
      };
    }
  }
  if (since)
    return { range: { from: start.from, to: today, label: `since ${dayLabel(start.from, today)}` }, matched };
  return { range: start, matched };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `#tag`, else the longest of the user's tags named as words in the text. */
export function parseTag(
  text: string,
  knownTags: readonly string[],
): { tag: string | null; matched: string | null } {
  const hash = /(^|\s)#([^\s#?!.,;:]+)/u.exec(text);
  if (hash) return { tag: hash[2].toLowerCase(), matched: `#${hash[2]}` };
  const lower = text.toLowerCase();
  const byLength = [...knownTags].sort((a, b) => b.length - a.length);
  for (const tag of byLength) {
    const m = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(tag)}($|[^\\p{L}\\p{N}])`, 'u').exec(lower);
    if (m) return { tag, matched: text.slice(m.index + m[1].length, m.index + m[1].length + tag.length) };
  }
  return { tag: null, matched: null };
}

/** The whole reading of a question; `knownTags` are the caller's tags (GET /api/tags). */
export function parseQuestion(
  question: string,
  today: string,
  knownTags: readonly string[],
  projects: readonly NamedProject[] = [],
): ParsedQuestion {
  const kindMatch = KIND_PATTERNS.map(([kind, re]) => ({ kind, m: re.exec(question) })).find((k) => k.m);
  const kind: AskKind = kindMatch?.kind ?? 'search';
  let rest = kindMatch?.m ? question.replace(kindMatch.m[0], ' ') : question;
  const { range, matched } = parseRange(rest, today);
  for (const text of matched) rest = rest.replace(text, ' ');
  // A tag is looked for without the kind phrase and the dates, so "work" in "what did I work on"
  // is not read as a tag named "work".
  const names = findBillingNames(rest, projects, knownTags);
  for (const text of names.matched) rest = rest.replace(text, ' ');
  // A client or project named by its name is not also a tag of that name; a #tag still is.
  const { tag, matched: tagText } = parseTag(rest, names.matched.length ? [] : knownTags);
  if (tagText) rest = rest.replace(tagText, ' ');
  const words = rest
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#_-]+/u)
    .map((w) => w.replace(/^[-_]+|[-_]+$/g, ''))
    .filter(
      (w) => w.length > 1 && !STOP_WORDS.has(w) && !MONTHS.includes(w) && !/^\d+(st|nd|rd|th)?$/.test(w),
    );
  return { kind, range, tag, client: names.client, project: names.project, words: [...new Set(words)] };
}
