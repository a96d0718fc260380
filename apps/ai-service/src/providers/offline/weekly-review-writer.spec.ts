import { writeWeeklyReviewOffline } from './weekly-review-writer';
import type { WeeklyReviewRequest } from '../ai-provider';

const opts = { timeZone: 'UTC', now: Date.parse('2026-11-23T18:00:00Z') };
const session = (date: string, id: string, content: string) => ({
  startTime: `${date}T09:00:00Z`,
  endTime: `${date}T10:00:00Z`,
  notes: [{ id, content, timestamp: `${date}T09:30:00Z` }],
  summary: null,
  tags: ['payments'],
});
const request: WeeklyReviewRequest = {
  language: 'English',
  customInstructions: null,
  facts: {
    week: '2026-11-16',
    totalMinutes: 180,
    sessionCount: 3,
    tags: [{ name: 'payments', minutes: 180 }],
    busiestDay: null,
  },
  days: [
    {
      date: '2026-11-16',
      minutes: 60,
      reportSubject: null,
      sessions: [
        session(
          '2026-11-16',
          'a',
          'Agreed we will not hotfix on Friday. Blocked on the ledger export from finance. Waiting on legal review.',
        ),
      ],
    },
    {
      date: '2026-11-18',
      minutes: 60,
      reportSubject: null,
      sessions: [
        session(
          '2026-11-18',
          'b',
          'Got the ledger export from finance and fixed the import. TODO: release notes',
        ),
      ],
    },
    {
      date: '2026-11-20',
      minutes: 60,
      reportSubject: null,
      sessions: [session('2026-11-20', 'c', 'Still waiting on legal review. Need to book the retro')],
    },
  ],
};

describe('offline weekly review', () => {
  it("gathers the week's decisions, open blockers and next steps from its sessions' sections", () => {
    const review = writeWeeklyReviewOffline(request, opts);
    const lines = review.description.split('\n');
    expect(lines).toContain('- Decided (2026-11-16): Agreed we will not hotfix on Friday');
    // The ledger export arrived on Wednesday: that blocker is no longer open; legal review is.
    expect(lines).not.toContain('- Blocked (2026-11-16): Blocked on the ledger export from finance');
    expect(lines).toContain('- Blocked (2026-11-20): Still waiting on legal review');
    expect(lines).not.toContain('- Blocked (2026-11-16): Waiting on legal review');
    expect(lines).toContain('- Next (2026-11-20): Need to book the retro');
    expect(lines).toContain('- Next (2026-11-18): Release notes');
    expect(review.insights).toContain(
      'This week: 1 decision, 1 open blocker, 2 next steps (the latest 5 next steps are listed).',
    );
  });

  it('keeps every decision of the week, not only the latest five, and drops blockers resolved later', () => {
    const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((date, i) => ({
      date,
      minutes: 60,
      reportSubject: null,
      sessions: [
        session(
          date,
          `d${i}`,
          i === 0
            ? 'Decided: we move the ledger to Postgres 16.\nDecided: the audit log keeps 90 days.\nBlocked: waiting on Marek to approve the V212 migration.'
            : i === 3
              ? 'Marek approved the V212 migration. Decided: the export runs nightly.'
              : `Decided: review slot ${i} moves to Thursday.`,
        ),
      ],
    }));
    const review = writeWeeklyReviewOffline({ ...request, days }, opts);
    const lines = review.description.split('\n');
    expect(lines.filter((l) => l.startsWith('- Decided'))).toHaveLength(6);
    expect(lines).toContain('- Decided (2026-11-16): We move the ledger to Postgres 16');
    expect(lines.some((l) => l.startsWith('- Blocked'))).toBe(false);
  });
});
