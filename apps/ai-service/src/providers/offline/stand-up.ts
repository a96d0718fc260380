// A stand-up is short: the day's done lines ranked (outcomes, merged work and ticket ids first) and
// cut to five, the rest counted in one "+N more" line that names their notes; blockers a later
// note resolved leave the open list (resolved-blockers.ts).
import type { SummaryLine, SummarySections } from '@diary/contracts';
import { markResolved } from './resolved-blockers';

export const MAX_DONE_LINES = 5;

const OUTCOME =
  /\b(?:merged|shipped|released|deployed|launched|published|fixed|resolved|approved|closed|completed|finished|signed|delivered|migrated|rolled back|went live|passed|erledigt|behoben|veröffentlicht|fusionné|livré|corrigé|publié|desplegado|publicado|corregido|entregado)\b/i;
const TICKET = /\b[A-Z][A-Z0-9]{1,9}-\d+\b|\b(?:PR|MR)\s*#?\d+\b|#\d+\b/;

/** How much a done line says about the day's outcome. */
function weight(line: SummaryLine): number {
  return (
    (OUTCOME.test(line.text) ? 2 : 0) + (TICKET.test(line.text) ? 2 : 0) + (line.noteIds.length > 1 ? 1 : 0)
  );
}

/** The done lines worth a stand-up, best first, and a "+N more" line for the rest. */
export function rankDone(lines: SummaryLine[], moreText: (n: number) => string): SummaryLine[] {
  const ranked = lines
    .map((line, index) => ({ line, index, weight: weight(line) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((r) => r.line);
  if (ranked.length <= MAX_DONE_LINES) return ranked;
  const rest = ranked.slice(MAX_DONE_LINES);
  return [
    ...ranked.slice(0, MAX_DONE_LINES),
    { text: moreText(rest.length), noteIds: [...new Set(rest.flatMap((l) => l.noteIds))] },
  ];
}

/** The day's sections as a stand-up: five done lines at most, resolved blockers marked. */
export function standUpSections(
  sections: SummarySections,
  times: Map<string, number>,
  moreText: (n: number) => string,
): SummarySections {
  markResolved(sections, times);
  return { ...sections, done: rankDone(sections.done, moreText) };
}
