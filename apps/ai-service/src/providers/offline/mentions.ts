// What a session's notes name: people, PR/issue/ticket ids and links (contract: `mentions`).
import type { SummaryMention } from '@diary/contracts';
import type { Token } from './nlp';

export const LINK_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>()]+[^\s<>().,;:!?'"]/gi;
/** "PR #812", "PR 45", "issue #2290", "ticket #4471", "#123", "JIRA-12", "ZD-20931". */
const REF_PATTERN =
  /(?:\b(?:PR|MR|pull request|issue|ticket|bug|case)\s*#?\s*\d+\b)|(?:(?<![\w&])#\d+\b)|(?:\b[A-Z][A-Z0-9]{1,9}-\d+\b)/gi;
/** Words after which a capitalised name is a person ("with Priya", "from Ana", "cc Tom"). */
const BEFORE_PERSON = new Set(['with', 'w/', 'from', 'cc', 'by', 'thanks']);
const TALK_VERBS =
  /^(?:talked|talking|spoke|speaking|sent|emailed|wrote|asked|handed|introduced|reported|explained)$/i;
const TITLES = /^(?:dr|dr\.|mr|mr\.|mrs|mrs\.|ms|ms\.|prof|prof\.)$/i;
const NOT_NAMES = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december today tomorrow yesterday i we the a an`.split(/\s+/),
);

const isName = (t: Token | undefined): t is Token =>
  !!t &&
  /^\p{Lu}\p{Ll}+(?:[-']\p{Lu}?\p{Ll}+)?$/u.test(t.text) &&
  !NOT_NAMES.has(t.text.toLowerCase()) &&
  (t.pos === 'PROPN' || t.pos === 'NOUN' || t.pos === 'ADJ');

/** People named in the clauses' tokens: after "with"/"from"/a title, or an @handle. */
export function peopleIn(tokens: Token[]): string[] {
  const people: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === 'mention' && /^@\w{2,}/.test(t.text)) {
      people.push(t.text);
      continue;
    }
    const title = TITLES.test(t.text);
    let trigger =
      title ||
      BEFORE_PERSON.has(t.normal) ||
      (t.normal === 'to' && TALK_VERBS.test(tokens[i - 1]?.text ?? ''));
    let j = i + 1;
    // "w/ Dr Okafor" reads as "w", "/" in some tokenizations.
    if (!trigger && t.normal === 'w' && tokens[i + 1]?.text === '/') {
      trigger = true;
      j = i + 2;
    }
    if (!trigger) continue;
    if (TITLES.test(tokens[j]?.text ?? '')) continue; // the title's own turn comes next
    const name: string[] = [];
    while (name.length < 3 && isName(tokens[j])) name.push(tokens[j++].text);
    if (name.length) people.push(title ? `${t.text} ${name.join(' ')}` : name.join(' '));
  }
  return people;
}

/** Mentions of a session in order of first appearance, each once (people, then refs, then links). */
export function findMentions(contents: string[], tokens: Token[][]): SummaryMention[] {
  const seen = new Set<string>();
  const out: SummaryMention[] = [];
  const add = (kind: SummaryMention['kind'], text: string) => {
    const key = `${kind}:${text.toLowerCase().replace(/\s+/g, ' ')}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, text });
  };
  const people = tokens.flatMap(peopleIn);
  // "Dr Okafor" and "Okafor" are one person.
  for (const p of people)
    if (!people.some((q) => q !== p && q.length > p.length && q.endsWith(` ${p}`))) add('person', p);
  for (const text of contents) {
    const plain = text.replace(LINK_PATTERN, ' ');
    for (const m of plain.matchAll(REF_PATTERN)) add('ref', m[0].replace(/\s+/g, ' '));
  }
  for (const text of contents) for (const m of text.matchAll(LINK_PATTERN)) add('link', m[0]);
  return out;
}
