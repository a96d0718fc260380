// The structured part of a stored summary (sections and mentions, contract "Write-ups worth
// reading"), kept in one jsonb column beside subject and description. What the ai service sends is
// checked here, and a line's noteIds are kept only when they are notes of that session.
import {
  SUMMARY_SECTION_NAMES,
  type SummaryLine,
  type SummaryMention,
  type SummarySections,
  type WriteUpEdits,
} from '@diary/contracts';

export interface SummaryStructure {
  sections: SummarySections;
  mentions: SummaryMention[];
  /** Who wrote the summary (Summary.provider); absent on older summaries. */
  provider?: string;
  /** What the person changed (summary-edits.ts); absent when the summary is all the writer's. */
  edits?: WriteUpEdits;
}

const MAX_LINES = 200;
const MAX_TEXT = 2000;
const MENTION_KINDS = new Set(['person', 'ref', 'link']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function lines(value: unknown, noteIds: ReadonlySet<string>): SummaryLine[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((l): l is { text: string; noteIds?: unknown } => isRecord(l) && typeof l.text === 'string')
    .slice(0, MAX_LINES)
    .map((l) => ({
      text: l.text.slice(0, MAX_TEXT),
      noteIds: Array.isArray(l.noteIds)
        ? [...new Set(l.noteIds.filter((id): id is string => typeof id === 'string' && noteIds.has(id)))]
        : [],
      ...((l as { resolved?: unknown }).resolved === true ? { resolved: true } : {}),
    }))
    .filter((l) => l.text.trim() !== '');
}

/**
 * The structure to store, or null when the summary has no sections (an older writer). `noteIds`
 * are the ids of the session's notes: any other id a writer names is dropped.
 */
export function summaryStructure(
  sections: unknown,
  mentions: unknown,
  noteIds: ReadonlySet<string>,
  provider?: unknown,
): SummaryStructure | null {
  if (!isRecord(sections)) return null;
  const clean = Object.fromEntries(
    SUMMARY_SECTION_NAMES.map((name) => [name, lines(sections[name], noteIds)]),
  ) as SummarySections;
  const people = Array.isArray(mentions)
    ? mentions
        .filter(
          (m): m is SummaryMention =>
            isRecord(m) &&
            typeof m.kind === 'string' &&
            MENTION_KINDS.has(m.kind) &&
            typeof m.text === 'string',
        )
        .slice(0, MAX_LINES)
        .map((m) => ({ kind: m.kind, text: m.text.slice(0, MAX_TEXT) }))
    : [];
  return {
    sections: clean,
    mentions: people,
    ...(typeof provider === 'string' && provider ? { provider: provider.slice(0, 300) } : {}),
  };
}
