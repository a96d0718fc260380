// Sections for a summary a model wrote as bullets: each bullet placed by the offline classifier,
// and tied to the session's notes it repeats the words of (never to a note of another session).
import type { SummarySections } from '@diary/contracts';
import type { NoteInput } from '../ai-provider';
import { isHeading, noteParts } from './clauses';
import { placeClauses } from './clause-sections';
import { SectionBuilder } from './section-lines';
import { contentWords, stem } from './text-analysis';

/** A note counts as a line's source when it holds this share of the line's content words. */
const SOURCE_SHARE = 0.5;

export function sectionsFromBullets(bullets: string[], notes: NoteInput[]): SummarySections {
  const noteTerms = notes
    .filter((n): n is NoteInput & { id: string } => typeof n.id === 'string')
    .map((n) => ({ id: n.id, terms: new Set(contentWords(n.content).map(stem)) }));
  const builder = new SectionBuilder();
  for (const bullet of bullets) {
    const parts = noteParts(bullet.replace(/^\s*[-*•]\s+/, ''));
    if (!parts.some((p) => !isHeading(p))) continue;
    for (const { clause, section } of placeClauses(parts)) {
      const terms = [...new Set(contentWords(clause.text).map(stem))];
      const ids = terms.length
        ? noteTerms
            .filter((n) => terms.filter((t) => n.terms.has(t)).length / terms.length >= SOURCE_SHARE)
            .map((n) => n.id)
        : [];
      builder.add(section, clause.text, ids);
    }
  }
  return builder.sections;
}
