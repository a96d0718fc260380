// Which stand-up section a clause belongs to: decided, blocked, next, or done. The contract's base
// cues ("decided", "waiting on", "TODO"…) are read on the clause's normal forms (contractions
// expanded, common typos such as "cant" and "hasnt" too), together with how people phrase these
// without the words: a negated commitment by us ("we will not hotfix") is a decision, a negation
// about someone or something else ("procurement won't sign", "can't reproduce") is a blocker, an
// imperative opening ("order more edge protection") is still to do. A clause with no cue of its
// own takes its neighbour's section when it carries on the same thought ("…; the change goes out
// Monday") and is "done" when it reports something finished (a past-tense verb) or stands first.
import type { SummarySectionName } from '@diary/contracts';
import type { Clause, Heading, NotePart } from './clauses';
import { isHeading } from './clauses';
import { foreignRules, type ForeignRules } from './foreign-cues';
import type { Token } from './nlp';

type Scores = Record<SummarySectionName, number>;

const TYPOS: Record<string, string> = {
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  dont: 'do not',
  didnt: 'did not',
  doesnt: 'does not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  hasnt: 'has not',
  havent: 'have not',
  hadnt: 'had not',
  couldnt: 'could not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  todo: 'to do',
  'to-do': 'to do',
  'follow-up': 'follow up',
  followup: 'follow up',
  'n’t': 'not',
};

interface Cue {
  section: SummarySectionName;
  weight: number;
  pattern: RegExp;
}

const DAYS = '(?:monday|tuesday|wednesday|thursday|friday|mon|tue|wed|thu|fri|eod|end of (?:day|week|shift))';

const CUES: Cue[] = [
  // Decisions: the contract's words, and choices phrased as such.
  {
    section: 'decided',
    weight: 3,
    pattern:
      /\b(?:decided|decide|decision|decisions|agreed|agree on|agree to|settled on|opted|opt for|chose|chosen|going with|go with|went with|sticking with|stick with|the plan is|from now on|no longer|instead)\b/,
  },
  // A negated commitment by the writer or the team: "we will not hotfix", "we are not doing".
  {
    section: 'decided',
    weight: 3,
    pattern: /\b(?:we|i|team)(?: are| will| shall| am)? not (?:going to )?(?!able\b|sure\b|yet\b)\w+/,
  },
  { section: 'decided', weight: 2, pattern: /\b(?:we|i) will (?:use|keep|hold|go|ship|move|switch)\b/ },
  // A choice said as a plan of the team's own: "let's go for timber", "we switch them to…".
  {
    section: 'decided',
    weight: 3,
    pattern:
      /\b(?:let us|lets|go for|going for|settled|(?:we|i) (?:are )?(?:switch|switching|drop|dropping|cut|cutting|keep|keeping|stay|staying) (?:with |to )?\w+)\b/,
  },
  // "Dropping the grappling hook for the demo" opens on the choice ("still dropping events" does not).
  { section: 'decided', weight: 2, pattern: /^ (?:dropping|switching to|moving to|sticking to)\b/ },
  // Blockers: waiting, failing, broken, and what cannot happen yet.
  {
    section: 'blocked',
    weight: 3,
    pattern:
      /\b(?:blocked|blocker|blockers|blocking|stuck|waiting on|waiting for|wait on|wait for|fails|failing|failed|failure|broken|broke|crashes|crashing|crashed|postponed|delayed|slips|slipped|missing|no idea|times out|timed out|timing out|unable to|on hold|pending|no response|no reply|down for|down until|is down|not live|not working|not approved)\b/,
  },
  { section: 'blocked', weight: 3, pattern: /\bcan not\b|\bcould not\b/ },
  // Someone or something else not doing it (a negation that is not our own commitment).
  {
    section: 'blocked',
    weight: 2,
    pattern: /\b(?:has|have|had|is|are|was|were|does|did|will|would) not\b/,
  },
  { section: 'blocked', weight: 1, pattern: /\b(?:still|yet)\b/ },
  {
    section: 'blocked',
    weight: 3,
    pattern: /\b(?:out of stock|unavailable|not available|no eta|eta unknown|unknown eta)\b/,
  },
  { section: 'blocked', weight: 1, pattern: /\b(?:bug|bugs|buggy|flaky|glitch|regression|crash)\b/ },
  // Still to do.
  {
    section: 'next',
    weight: 3,
    pattern: new RegExp(
      String.raw`\b(?:to do|follow up|next(?! to\b)|tomorrow|need to|needs to|have to|has to|must|should|plan to|plan for|planning to|remember to|do not forget|action items?|later|by ${DAYS}|remaining|outstanding|open items?|still to|would like to|want to|to be done)\b`,
    ),
  },
  { section: 'next', weight: 1, pattern: /\b(?:will|going to)\b/ },
  { section: 'done', weight: 2, pattern: /\b(?:done|finished|completed|resolved|shipped|merged)\b/ },
];

/** Verbs that open a to-do when a clause starts with them ("order more…", "schedule the…"). */
const IMPERATIVES = new Set(
  `add ask book buy call chase check clean confirm contact document draft email file finish fix follow get
  hand investigate move order pin ping plan prep prepare prototype rebook remind reply request restock
  retest review schedule send share submit talk tell test update write`.split(/\s+/),
);
/** After an imperative comes its object, not "with" ("Call with client" is a note of a call). */
const OBJECT_POS = new Set(['DET', 'NUM', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'ADP_UP']);

const IRREGULAR_PAST = new Set(
  `ran met wrote built sent made gave took did went got had saw spoke led held found brought bought thought
  told began drew drove kept left lost paid said sold spent stood taught understood won broke chose fell felt
  flew forgot froze grew hung knew meant rang rose shook sang sat slept spun stuck swore tore threw woke wore
  heard`.split(/\s+/),
);

const SECTION_ORDER: SummarySectionName[] = ['decided', 'blocked', 'next', 'done'];

/** The clause's normal forms as one lower-case string, contractions and typos expanded. */
export function normalized(tokens: Token[]): string {
  const text = tokens
    .map((t) => TYPOS[t.normal] ?? t.normal)
    .join(' ')
    .replace(/\s+/g, ' ');
  return ` ${text} `;
}

function cueScores(text: string): Scores {
  const scores: Scores = { done: 0, decided: 0, blocked: 0, next: 0 };
  for (const cue of CUES) if (cue.pattern.test(text)) scores[cue.section] += cue.weight;
  // A commitment of our own ("we will not hotfix") is not also someone else's refusal.
  if (/\b(?:we|i|team)(?: are| will| shall| am)? not\b/.test(text) && scores.decided > 0)
    scores.blocked = Math.max(0, scores.blocked - 2);
  return scores;
}

function best(scores: Scores): SummarySectionName | null {
  let top: SummarySectionName | null = null;
  for (const name of SECTION_ORDER) if (scores[name] > 0 && (!top || scores[name] > scores[top])) top = name;
  return top;
}

const pastTense = (t: Token) => {
  const w = t.text.toLowerCase().replace(/^re-?(?=\w{3})/, '');
  return (
    (t.pos === 'VERB' || t.pos === 'ADJ' || t.pos === 'PROPN' || t.pos === 'NOUN') &&
    (/^[a-z]{2,}ed$/.test(w) ||
      IRREGULAR_PAST.has(w) ||
      IRREGULAR_PAST.has(t.text.toLowerCase().replace(/^re-?/, '')))
  );
};

function isImperative(tokens: Token[]): boolean {
  const words = tokens.filter((t) => t.type === 'word' || t.type === 'number');
  const [first, second] = words;
  if (!first || !IMPERATIVES.has(first.normal)) return false;
  if (!second) return true;
  return OBJECT_POS.has(second.pos) || ['up', 'off', 'out', 'back', 'on'].includes(second.normal);
}

const hasVerb = (tokens: Token[]) => tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');

export interface Placed {
  clause: Clause;
  section: SummarySectionName;
}

/** The section of each clause of one note, in order; headings pass their section down. */
export function placeClauses(parts: NotePart[]): Placed[] {
  interface Draft {
    clause: Clause;
    own: SummarySectionName | null;
    past: boolean;
    verb: boolean;
  }
  type HeadingDraft = { heading: SummarySectionName | null; part: Heading };
  const drafts: Array<Draft | HeadingDraft> = parts.map((part) => {
    if (isHeading(part))
      return { heading: part.forced ?? best(cueScores(normalized(tokensOfLabel(part.heading)))), part };
    const labelSection = part.label ? best(cueScores(normalized(tokensOfLabel(part.label)))) : null;
    const foreign = foreignRules(part.language);
    if (foreign) return foreignDraft(part, foreign, labelSection ?? foreignSection(part.label, foreign));
    const scores = cueScores(normalized(part.tokens));
    // "Fixed the flaky test": a clause that opens on a past tense reports something done.
    const opening = part.tokens.find((t) => t.type === 'word');
    if (opening && pastTense(opening)) scores.done += 2;
    let own: SummarySectionName | null =
      labelSection && labelSection !== 'done' ? labelSection : best(scores);
    if (!own && isImperative(part.tokens)) own = 'next';
    return { clause: part, own, past: part.tokens.some(pastTense), verb: hasVerb(part.tokens) };
  });
  const placed: Placed[] = [];
  let carried: SummarySectionName | null = null;
  // A label line ("Next:") files the lines of its paragraph and the list after it; a label
  // heading ("## Blocked") the lines up to the next heading.
  let forced: { section: SummarySectionName; block: number; toHeading: boolean } | null = null;
  drafts.forEach((d, i) => {
    if ('heading' in d) {
      carried = d.heading;
      if (d.part.forced) forced = { section: d.part.forced, block: d.part.block, toHeading: d.part.topic };
      else if (d.part.topic) forced = null;
      return;
    }
    const block = d.clause.block;
    const underLabel =
      forced && (forced.toHeading || block === forced.block || block === forced.block + 1)
        ? forced.section
        : null;
    let section = d.clause.forced ?? underLabel ?? d.own;
    if (!section && !d.past) {
      // Carries on the thought before it (same note), or the one after it in the same sentence.
      const before = drafts[i - 1];
      const after = drafts[i + 1];
      const sameSentence = (x: typeof before) =>
        x && !('heading' in x) && x.clause.sentence === d.clause.sentence ? x : null;
      section =
        (sameSentence(before) ? placed.at(-1)?.section : null) ??
        (d.verb ? (sameSentence(after)?.own ?? null) : null) ??
        carried ??
        null;
    }
    section ??= 'done';
    placed.push({ clause: d.clause, section });
    carried = section;
  });
  return placed;
}

/** The section a German, French or Spanish label names by its cue words ("Mit Priya beschlossen"). */
function foreignSection(label: string | null, rules: ForeignRules): SummarySectionName | null {
  if (!label) return null;
  const scores: Scores = { done: 0, decided: 0, blocked: 0, next: 0 };
  for (const cue of rules.cues)
    if (cue.pattern.test(` ${label.toLowerCase()} `)) scores[cue.section] += cue.weight;
  return best(scores);
}

/** A clause of a German, French or Spanish note, placed by that language's cues. */
function foreignDraft(clause: Clause, rules: ForeignRules, labelSection: SummarySectionName | null) {
  const text = ` ${clause.text.toLowerCase()} `;
  const scores: Scores = { done: 0, decided: 0, blocked: 0, next: 0 };
  for (const cue of rules.cues) if (cue.pattern.test(text)) scores[cue.section] += cue.weight;
  const words = clause.text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
  if (words[0] && rules.past(words[0])) scores.done += 2;
  let own: SummarySectionName | null = labelSection && labelSection !== 'done' ? labelSection : best(scores);
  if (!own && rules.toDo(words)) own = 'next';
  return { clause, own, past: words.some(rules.past), verb: words.length > 1 };
}

function tokensOfLabel(label: string): Token[] {
  return label
    .toLowerCase()
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((w) => ({ text: w, pre: ' ', pos: 'X', lemma: w, normal: w, type: 'word' }));
}
