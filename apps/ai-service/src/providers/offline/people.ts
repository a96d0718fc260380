// The people a session's notes name. compromise knows people: its lexicon of first and last names
// and honorifics ("Marta", "Henrik", "Dr."), and its tagger for the names it does not list, read
// where a sentence treats a word as someone ("with Priya", "Marek approved", "Henrik's doc"). Every
// candidate is checked against the notes' capitalisation: a word also written in lower case
// ("node", "ops") is a thing, and teams and tools ("Ops", "Node", "Legal") are never people.
import type { Token } from './nlp';

type Lexicon = Record<string, string | string[]>;
let lexicon: Lexicon | null = null;

function names(): Lexicon {
  if (!lexicon) {
    // Required on first use, as wink's model is: a server that writes no summary never loads it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const nlp = require('compromise') as { model(): { one: { lexicon: Lexicon } } };
    lexicon = nlp.model().one.lexicon;
  }
  return lexicon;
}

const NAME_TAGS = new Set(['MaleName', 'FemaleName', 'FirstName', 'LastName', 'Person']);
const tagsOf = (word: string): string[] => {
  const tag = names()[word.toLowerCase()];
  return tag === undefined ? [] : Array.isArray(tag) ? tag : [tag];
};
const isHonorific = (word: string) => tagsOf(word.replace(/\.$/, '')).includes('Honorific');

/** Words before a person ("with Priya", "cc Tom", "pinged Marek", "w/ Dr Okafor"). */
const BEFORE = new Set(
  `with from cc by thanks thx ping pinged ask asked tell told call called email emailed met meet message
  messaged remind reminded paired chase chased mit von an für avec de pour à con para`.split(/\s+/),
);
/** Talking verbs that take "to" before a person ("talked to Tomasz"). */
const TALK =
  /^(?:talked|talking|talk|spoke|speaking|speak|sent|send|emailed|wrote|write|handed|introduced|reported|explained|said)$/i;
/** What a person does right after their name ("Marek approved", "Priya thinks"). */
const AFTER =
  /^(?:said|says|thinks|thought|approved|confirmed|agreed|asked|asks|wants|wanted|reviewed|fixed|sent|sends|waits|needs|suggested|suggests|signed|joined|replied|answered|called|promised|will|is out|mentioned|shared|merged|owns|takes|took|prefers|found|sagt|meint|hat|will|dit|veut|a|dice|quiere|ha)$/i;
/** Teams, places of work and tools that sentences treat like people ("asked Ops", "Legal says"). */
const NOT_PEOPLE = new Set(
  `ops devops node legal finance hr it qa security support sales marketing engineering product design infra
  platform staging prod production customs procurement pharmacy management team client customer vendor
  sponsor broker board audit accounting payroll facilities admin slack jira github gitlab zoom teams google
  apple stripe android ios safari chrome firefox linux windows docker kubernetes kafka redis postgres
  grafana storybook zendesk personio looker figma notion confluence today tomorrow yesterday monday tuesday
  wednesday thursday friday saturday sunday`.split(/\s+/),
);

const CAPITALISED = /^\p{Lu}\p{Ll}+(?:[-']\p{Lu}?\p{Ll}+)?$/u;

/**
 * People named in the clauses' tokens (one list per clause), each once, in order of first mention.
 * `contents` are the notes as typed, for the capitalisation check.
 */
export function findPeople(clauses: Token[][], contents: string[]): string[] {
  const lowerWords = new Set<string>();
  for (const text of contents) for (const w of text.match(/\b\p{Ll}[\p{L}'-]*\b/gu) ?? []) lowerWords.add(w);
  const canBeName = (t: Token | undefined): t is Token =>
    !!t &&
    CAPITALISED.test(t.text) &&
    !NOT_PEOPLE.has(t.text.toLowerCase()) &&
    !lowerWords.has(t.text.toLowerCase()) &&
    // compromise knows it as something other than a name (a verb, a month, a city…).
    tagsOf(t.text).every((tag) => NAME_TAGS.has(tag) || tag === 'ProperNoun' || tag === 'Noun');
  const isKnownName = (t: Token) => tagsOf(t.text).some((tag) => NAME_TAGS.has(tag));

  const found: string[] = [];
  for (const tokens of clauses) {
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.type === 'mention' && /^@\w{2,}/.test(t.text)) {
        found.push(t.text);
        continue;
      }
      const title = CAPITALISED.test(t.text.replace(/\.$/, '')) && isHonorific(t.text);
      const start = title ? i + 1 : i;
      const first = tokens[start];
      if (!canBeName(first)) continue;
      const prev = tokens[i - 1];
      const before =
        !!prev &&
        (BEFORE.has(prev.normal) ||
          (prev.normal === 'to' && TALK.test(tokens[i - 2]?.text ?? '')) ||
          (prev.text === '/' && tokens[i - 2]?.normal === 'w') ||
          (prev.normal === 'and' &&
            found.length > 0 &&
            tokens[i - 2]?.text === found.at(-1)?.split(' ').at(-1)));
      const next = tokens[start + 1];
      const after =
        !!next &&
        (AFTER.test(next.normal) || next.text === "'s" || next.text === '’s' || /^'s$/.test(next.normal));
      // "Mark the ticket": a name-like word opening an order is a verb.
      const opensOrder = i === 0 && !!next && ['the', 'a', 'an', 'this', 'it', 'all'].includes(next.normal);
      if (!title && !before && !after && !(isKnownName(first) && !opensOrder)) continue;
      if (opensOrder && !before) continue;
      const parts = [first.text];
      let j = start + 1;
      // A surname right after ("Dr Okafor", "Sophie Martin").
      while (parts.length < 3 && canBeName(tokens[j]) && !AFTER.test(tokens[j].normal))
        parts.push(tokens[j++].text);
      found.push(title ? `${t.text} ${parts.join(' ')}` : parts.join(' '));
      i = j - 1;
    }
  }
  // "Dr Okafor" and "Okafor" are one person; each once.
  const out: string[] = [];
  for (const p of found) {
    if (found.some((q) => q !== p && q.length > p.length && q.endsWith(` ${p}`))) continue;
    if (!out.some((q) => q.toLowerCase() === p.toLowerCase())) out.push(p);
  }
  return out;
}
