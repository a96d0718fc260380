// Real note text from a working morning, shared by the offline summarizer's specs.
import type { NoteInput } from '../../src/providers/ai-provider';

export const MORNING_NOTES: NoteInput[] = [
  {
    id: 'm1',
    timestamp: '2026-11-20T09:05:00Z',
    content: 'Standup with the payments team. Agreed to ship the refund API this sprint.',
  },
  {
    id: 'm2',
    timestamp: '2026-11-20T09:40:00Z',
    content: 'Investigated the flaky refund API test: the mock clock drifts when the suite runs in parallel.',
  },
  {
    id: 'm3',
    timestamp: '2026-11-20T10:15:00Z',
    content: 'Fixed the refund API timeout by batching the ledger queries (from 40 to 3 queries). ok',
  },
  {
    id: 'm4',
    timestamp: '2026-11-20T10:50:00Z',
    content: 'Coffee.\nReviewed PR #482 for the invoice export; left comments about CSV escaping.',
  },
  {
    id: 'm5',
    timestamp: '2026-11-20T11:20:00Z',
    content: '- wrote docs for the refund API\n- deployed refund API to staging',
  },
];
