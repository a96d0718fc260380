// What a session's notes name: people (people.ts), PR/issue/ticket ids and links (contract: `mentions`).
import type { SummaryMention } from '@diary/contracts';
import type { Token } from './nlp';
import { findPeople } from './people';

export const LINK_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>()]+[^\s<>().,;:!?'"]/gi;
/** "PR #812", "PR 45", "issue #2290", "ticket #4471", "#123", "JIRA-12", "ZD-20931". */
const REF_PATTERN =
  /(?:\b(?:PR|MR|pull request|issue|ticket|bug|case)\s*#?\s*\d+\b)|(?:(?<![\w&])#\d+\b)|(?:\b[A-Z][A-Z0-9]{1,9}-\d+\b)/gi;
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
  for (const p of findPeople(tokens, contents)) add('person', p);
  for (const text of contents) {
    const plain = text.replace(LINK_PATTERN, ' ');
    for (const m of plain.matchAll(REF_PATTERN)) add('ref', m[0].replace(/\s+/g, ' '));
  }
  for (const text of contents) for (const m of text.matchAll(LINK_PATTERN)) add('link', m[0]);
  return out;
}
