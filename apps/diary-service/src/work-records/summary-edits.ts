// A summary the person edited keeps their words when it is written again (contract, round four,
// "Editable"): the rule is the one the daily report follows too (libs/contracts write-up-edits.ts).
import { keepEdits } from '@diary/contracts';
import type { SummaryStructure } from './summary-structure';

export interface StoredSummary {
  subject: string;
  description: string;
  structure: SummaryStructure | null;
}

/**
 * What to store when a writer sends a new summary: the new one as it is when the old one was never
 * edited (or `discardEdits`), else the new one with the person's subject and lines kept.
 */
export function summaryToStore(
  previous: { subject: string | null; description: string | null; structure: SummaryStructure | null },
  fresh: StoredSummary,
  discardEdits: boolean,
): StoredSummary {
  const edits = previous.structure?.edits;
  if (discardEdits || !edits || !fresh.structure || previous.subject === null || !previous.structure)
    return fresh;
  const kept = keepEdits(
    {
      subject: previous.subject,
      description: previous.description ?? '',
      sections: previous.structure.sections,
      edits,
    },
    { subject: fresh.subject, description: fresh.description, sections: fresh.structure.sections },
  );
  return {
    subject: kept.subject,
    description: kept.description,
    structure: { ...fresh.structure, sections: kept.sections, ...(kept.edits ? { edits: kept.edits } : {}) },
  };
}
