import { writeDailyReportOffline } from './daily-report-writer';
import { MORNING_NOTES } from '../../../test/support/morning-notes';

const opts = { timeZone: 'UTC', now: Date.parse('2026-11-20T18:00:00Z') };
const sessions = [
  { startTime: '2026-11-20T09:00:00Z', endTime: '2026-11-20T11:30:00Z', notes: MORNING_NOTES, summary: null },
  {
    startTime: '2026-11-20T13:00:00Z',
    endTime: '2026-11-20T13:45:00Z',
    notes: [
      {
        id: 'n1',
        timestamp: '2026-11-20T13:10:00Z',
        content: 'Planned the invoice export redesign with Dana.',
      },
      { id: 'n2', timestamp: '2026-11-20T13:20:00Z', content: 'Agreed to ship the refund API this sprint.' },
      {
        id: 'n3',
        timestamp: '2026-11-20T13:30:00Z',
        content: 'Waiting on legal for the export wording. TODO: draw the mockups',
      },
    ],
    summary: {
      subject: 'Invoice export planning',
      description: '- 1:10 PM: Planned the invoice export redesign',
    },
  },
];
const request = {
  date: '2026-11-20',
  language: 'English',
  customInstructions: null,
  sessions,
  byTag: [
    { name: 'review', minutes: 45 },
    { name: 'payments', minutes: 150 },
  ],
};

describe('offline daily report', () => {
  it('reads as a stand-up: the sessions, then Done, Decided, Blocked and Next for the whole day', () => {
    const report = writeDailyReportOffline(request, opts);
    // The day's main pieces of work, not its most frequent words.
    expect(report.subject).toBe('Daily report: Refund API; Invoice export planning');
    const lines = report.description.split('\n');
    expect(lines[0]).toBe(
      '- Sessions: 09:00 – 11:30 (2h 30m): Refund API; 13:00 – 13:45 (45m): Invoice export planning',
    );
    expect(lines.at(-1)).toBe('- Total: 3h 15m over 2 sessions');
    // The same decision in both sessions is one line naming both notes.
    expect(report.sections?.decided).toEqual([
      { text: 'Agreed to ship the refund API this sprint', noteIds: ['m1', 'n2'] },
    ]);
    expect(report.sections?.blocked).toEqual([
      { text: 'Waiting on legal for the export wording', noteIds: ['n3'] },
    ]);
    expect(report.sections?.next).toEqual([{ text: 'Draw the mockups', noteIds: ['n3'] }]);
    expect(lines).toContain('- Decided: Agreed to ship the refund API this sprint');
    expect(lines).toContain('- Blocked: Waiting on legal for the export wording');
    expect(report.byTag).toEqual([
      { name: 'payments', minutes: 150 },
      { name: 'review', minutes: 45 },
    ]);
    expect(report.insights).toEqual([
      'Total time: 3h 15m across 2 sessions.',
      'Time by tag: payments 2h 30m, review 45m.',
      'Longest session: 09:00 – 11:30 (2h 30m), Refund API.',
      'Busiest period: 09:00 – 11:00, with 2h 00m of work.',
      'Stand-up: 1 decision, 1 open blocker, 1 next step.',
      'Recurring topics: refund API (5 notes), sprint (2 notes), invoice export (2 notes).',
      'Notes written: 8.',
    ]);
  });

  it('writes its times in the given zone', () => {
    const report = writeDailyReportOffline(request, { ...opts, timeZone: 'Europe/Berlin' });
    expect(report.description.split('\n')[0]).toMatch(/^- Sessions: 10:00 – 12:30 \(2h 30m\): Refund API; /);
    expect(report.insights).toContain('Busiest period: 10:00 – 12:00, with 2h 00m of work.');
  });

  it('counts a running session up to now', () => {
    const running = [{ startTime: '2026-11-20T17:00:00Z', endTime: null, notes: [], summary: null }];
    const report = writeDailyReportOffline({ ...request, byTag: [], sessions: running }, opts);
    expect(report.insights[0]).toBe('Total time: 1h 00m across 1 session.');
    expect(report.description).toContain('- Sessions: 17:00 – now (1h 00m): Work session, 17:00 – now');
    expect(report.sections).toEqual({ done: [], decided: [], blocked: [], next: [] });
  });
});

describe('offline daily report as a short stand-up', () => {
  const at = (hhmm: string) => `2026-11-20T${hhmm}:00Z`;
  const n = (id: string, hhmm: string, content: string) => ({ id, timestamp: at(hhmm), content });
  const day = (notes: ReturnType<typeof n>[]) =>
    writeDailyReportOffline(
      {
        date: '2026-11-20',
        language: 'English',
        customInstructions: null,
        sessions: [{ startTime: at('08:00'), endTime: at('17:00'), notes, summary: null }],
      },
      opts,
    );

  it('keeps five done lines, outcomes and ticket ids first, and counts the rest as "+N more"', () => {
    const report = day([
      n('a', '08:10', 'Read the onboarding doc.'),
      n('b', '08:20', 'Tidied the desk drawer cables.'),
      n('c', '08:30', 'Merged PR #912 for the retry policy.'),
      n('d', '08:40', 'Answered two emails from the landlord.'),
      n('e', '08:50', 'Shipped PAY-1412 to production.'),
      n('f', '09:00', 'Watered the office plants.'),
      n('g', '09:10', 'Updated the wiki page on holidays.'),
      n('h', '09:20', 'Printed the seating plan.'),
    ]);
    const done = report.sections!.done.map((l) => l.text);
    expect(done).toHaveLength(6);
    expect(done.slice(0, 2)).toEqual([
      'Merged PR #912 for the retry policy',
      'Shipped PAY-1412 to production',
    ]);
    expect(done[5]).toBe('+3 more');
    expect(report.sections!.done[5].noteIds).toHaveLength(3);
    expect(report.description).toContain('- Done: +3 more');
  });

  it('marks a blocker resolved by a later note of the day and leaves it out of the open list', () => {
    const report = day([
      n('a', '09:00', 'Blocked: waiting on Marek to approve the V212 migration.'),
      n('b', '09:30', 'Waiting on legal for the export wording.'),
      n('c', '11:00', 'Marek approved the V212 migration.'),
    ]);
    expect(report.sections!.blocked).toEqual([
      { text: 'Waiting on Marek to approve the V212 migration', noteIds: ['a'], resolved: true },
      { text: 'Waiting on legal for the export wording', noteIds: ['b'] },
    ]);
    expect(report.description).not.toContain('Blocked: Waiting on Marek');
    expect(report.description).toContain('- Blocked: Waiting on legal for the export wording');
    expect(report.insights).toContain('Stand-up: 0 decisions, 1 open blocker, 0 next steps.');
  });
});
