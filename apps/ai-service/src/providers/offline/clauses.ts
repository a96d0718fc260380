// A note split into clauses: lines and list items, sentences (wink-nlp), then clauses at ";",
// spaced dashes, a colon, and a comma that starts a new statement ("…, we decided", "…, then
// draft"). A short label before a colon ("Fix:", "Follow-up:", "Dept meeting:") is taken off the
// clause and kept apart, since its words may still say which section the clause belongs to.
import type { SummarySectionName } from '@diary/contracts';
import { isAtom, protectAtoms } from './atoms';
import { forcedSection } from './section-labels';
import { markdownLines } from './markdown-lines';
import { noteLanguage, type NoteLanguage } from './note-language';
import { ContentCache } from './content-cache';
import { sentencesOf, textOf, type Token } from './nlp';

export interface Clause {
  /** The clause as typed, label and leading connector removed. */
  text: string;
  tokens: Token[];
  /** The label it stood under (its own, its sentence's or its line's), e.g. "Follow-up". */
  label: string | null;
  /** The section its label ("Blocked:") or its task box names, which no cue overrides. */
  forced: SummarySectionName | null;
  /** Index of its sentence within the note, for neighbours in the same sentence. */
  sentence: number;
  /** Its paragraph or list (see markdown-lines.ts). */
  block: number;
  /** The language of its note, whose cue words place it. */
  language: NoteLanguage;
}

/** A line that is only a label ("Next steps:"), heading the lines under it. */
export interface Heading {
  heading: string;
  /** A Markdown heading: what the lines below are about, not a label. */
  topic: boolean;
  /** The section a label heading names for the lines under it. */
  forced: SummarySectionName | null;
  block: number;
}

export type NotePart = Clause | Heading;

const LIST_MARKER = /^\s*(?:[-*•–+]|\d+[.)]|\[[ xX]\])\s+(?:\[[ xX]\]\s+)?/;
const CONNECTORS = new Set(
  `and but so then also plus while although whereas und aber dann also et mais puis donc ensuite y pero luego entonces`.split(
    ' ',
  ),
);
/** Words after a comma that open a new statement ("…, but", "…, aber", "…, mais", "…, pero"). */
const TURNS = new Set([
  'but',
  'so',
  'then',
  'while',
  'although',
  'whereas',
  'aber',
  'dann',
  'mais',
  'puis',
  'donc',
  'pero',
  'luego',
  'entonces',
]);
/** Words that turn a clause without a comma ("… but …", "… aber …"). */
const BUT = new Set(['but', 'aber', 'mais', 'pero']);
const SUBJECTS = new Set([
  'we',
  'i',
  'he',
  'she',
  'they',
  'wir',
  'ich',
  'nous',
  'on',
  'je',
  'nosotros',
  'yo',
]);
const ABBREVIATION = /^(?:dr|mr|mrs|ms|prof|st|vs|etc|e\.g|i\.e|approx|no|incl|cf)\.$/i;
const MAX_LABEL_WORDS = 4;
/** Past tenses a tagger may read as names when they open a line ("Rewrote the docs: …"). */
const PAST_OPENING =
  /^(?:re-?)?(?:\w+ed|wrote|ran|met|built|sent|made|gave|took|did|went|got|had|found|led|held|began|kept|left|paid|sold|spent|won|broke|chose|drew|brought|bought|taught|caught)$/i;
/** Labels that name a section, whatever their part of speech. */
const CUE_LABEL =
  /^(?:to[- ]?dos?|next(?: steps?| up)?|follow[- ]?ups?|action items?|tomorrow|decisions?|decided(?: with .*)?|agreed(?: with .*)?|blocked(?: on| by)?|blockers?|open questions?|open items?|remaining|outstanding|plan for .*|done|fixed)$/i;
/** A clause that is only a link or a reference ("PR #812") belongs with the clause before it. */
const REFERENCE_ONLY =
  /^(?:(?:PR|MR|issue|ticket|bug|see|ref)?\s*#?\s*[\w-]*\d[\w-]*|https?:\/\/\S+|www\.\S+)$/i;

const isWord = (t: Token) => t.type === 'word' || t.type === 'number' || t.type === 'mention';
const words = (tokens: Token[]) => tokens.filter(isWord).length;

/** wink keeps "…it. I'm done" together at times; a full stop before a capital ends a sentence. */
function resplit(sentence: Token[]): Token[][] {
  const out: Token[][] = [[]];
  sentence.forEach((t, i) => {
    out[out.length - 1].push(t);
    const next = sentence[i + 1];
    const stop = t.text === '.' || (t.text.length > 2 && t.text.endsWith('.') && !ABBREVIATION.test(t.text));
    if (stop && next && /^\p{Lu}/u.test(next.text) && next.pre !== '') out.push([]);
  });
  return out.filter((s) => s.length);
}

/** Whether the token at i ends a clause (the clause began at start). */
function isBoundary(tokens: Token[], i: number, start: number): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  const prev = tokens[i - 1];
  if (!next) return false;
  if (t.text === ';') return true;
  if (/^(?:-|–|—|--)$/.test(t.text) && t.pre !== '' && next.pre !== '') return true;
  // "re: costs" is not a boundary; a colon after the clause's words is.
  if (t.text === ':' && prev && prev.normal !== 're' && i > start) return true;
  if (t.text === ',') {
    if (TURNS.has(next.normal)) return true;
    if (SUBJECTS.has(next.normal)) return true;
    if (next.normal === 'no' || next.normal === 'still') return true;
    if ((next.pos === 'VERB' || next.pos === 'AUX') && i - start >= 2) return true;
  }
  if (next.pre !== '' && t.pre !== '' && BUT.has(t.normal)) return true;
  return false;
}

interface RawClause {
  tokens: Token[];
  /** The token that ended it (":", "-", ";", ","…), if any. */
  end: Token | null;
}

function splitClauses(sentence: Token[]): RawClause[] {
  const clauses: RawClause[] = [];
  let start = 0;
  for (let i = 0; i < sentence.length; i++) {
    if (!isBoundary(sentence, i, start)) continue;
    const t = sentence[i];
    // "but" opens the next clause (tidy drops it there); other boundary tokens are dropped.
    clauses.push({ tokens: sentence.slice(start, i), end: t });
    start = BUT.has(t.normal) ? i : i + 1;
  }
  // "Next steps:" at the end of a line heads the lines below it.
  const last = sentence.at(-1);
  if (last?.text === ':' && sentence.length - start > 1)
    clauses.push({ tokens: sentence.slice(start, -1), end: last });
  else clauses.push({ tokens: sentence.slice(start), end: null });
  return clauses.filter((c) => c.tokens.length);
}

/** "Fix", "Dept meeting": a few words and no verb phrase of their own ("Can't start" is a clause). */
function asLabel({ tokens: body, end }: RawClause): string | null {
  if (!end || !body.length) return null;
  // "Tomorrow - finish the rec", "next up - prototype…": a word or two before a dash head the rest.
  const limit = end.text === ':' ? MAX_LABEL_WORDS : /^[-–—]+$/.test(end.text) ? 2 : 0;
  if (words(body) > limit) return null;
  const text = textOf(body);
  if (CUE_LABEL.test(text) || forcedSection(text)) return text;
  // "Cleared the queue: 31 tickets" and "Can't start: …" are statements, not labels.
  if (body.some((t) => t.pos === 'AUX' || t.pos === 'PART' || t.pos === 'PRON')) return null;
  if (body.some((t) => t.pos === 'VERB' && /ed$/i.test(t.text))) return null;
  // "Rewrote the signature section: …" reports work; a label is a name ("Dept meeting", "Fix").
  if (words(body) >= 3 && (body.some((t) => t.pos === 'VERB') || PAST_OPENING.test(body[0].text)))
    return null;
  return text;
}

function tidy(tokens: Token[]): Token[] {
  let list = tokens;
  while (list.length && (list[0].type === 'punctuation' || CONNECTORS.has(list[0].normal)))
    list = list.slice(1);
  while (list.length && /^[.,;:!?–—-]+$/.test(list[list.length - 1].text)) list = list.slice(0, -1);
  return list;
}

const cache = new ContentCache<readonly NotePart[]>();

/**
 * Splits a note (Markdown) into clauses and headings, in the order written. Read once per content
 * (see content-cache.ts): the parts are shared, so callers copy rather than change them.
 */
export function noteParts(content: string): NotePart[] {
  return [...cache.get(content, readNoteParts)];
}

/** Forgets the notes read so far (tests that time a first reading). */
export function forgetNoteParts(): void {
  cache.clear();
}

function readNoteParts(content: string): NotePart[] {
  const parts: NotePart[] = [];
  let sentenceIndex = 0;
  const lines = markdownLines(content);
  const language = noteLanguage(lines.map((l) => l.text).join('\n'));
  for (const line of lines) {
    const { text, restore } = protectAtoms(line.text.replace(LIST_MARKER, ''), line.code);
    if (line.heading) {
      const topic = restore(text).replace(/[:\s]+$/, '');
      parts.push({ heading: topic, topic: true, forced: forcedSection(topic), block: line.block });
      continue;
    }
    let lineLabel: string | null = null;
    for (const wink of sentencesOf(text)) {
      for (const sentence of resplit(wink)) {
        sentenceIndex++;
        let sentenceLabel: string | null = null;
        const clauses = splitClauses(sentence);
        clauses.forEach((raw, k) => {
          const label = k === 0 ? asLabel(raw) : null;
          if (label) {
            sentenceLabel = label;
            if (clauses.length === 1)
              parts.push({ heading: label, topic: false, forced: forcedSection(label), block: line.block });
            return;
          }
          // Only a token that holds an atom is copied (most hold none: fewer objects to collect).
          const tokens = tidy(raw.tokens.map((t) => (isAtom(t.text) ? { ...t, text: restore(t.text) } : t)));
          if (!tokens.length) return;
          const previous = parts.at(-1);
          if (previous && !isHeading(previous) && REFERENCE_ONLY.test(textOf(tokens))) {
            previous.text = `${previous.text.replace(/[.,;:]+$/, '')} ${textOf(tokens)}`;
            previous.tokens = [...previous.tokens, ...tokens];
            return;
          }
          const ownLabel = sentenceLabel ?? lineLabel;
          parts.push({
            text: textOf(tokens),
            tokens,
            label: ownLabel,
            forced: (ownLabel ? forcedSection(ownLabel) : null) ?? line.task,
            sentence: sentenceIndex,
            block: line.block,
            language,
          });
        });
        lineLabel ??= sentenceLabel;
      }
    }
  }
  return parts;
}

export const isHeading = (part: NotePart): part is Heading => 'heading' in part;
