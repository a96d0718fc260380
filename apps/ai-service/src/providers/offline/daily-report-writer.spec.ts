import { writeDailyReportOffline } from './daily-report-writer';
import { MORNING_NOTES } from '../../../test/support/morning-notes';

const opts = { timeZone: 'UTC', now: Date.parse('2026-11-20T18:00:00Z') };
const sessions = [
  { startTime: '2026-11-20T09:00:00Z', endTime: '2026-11-20T11:30:00Z', notes: MORNING_NOTES, summary: null },
  {
    startTime: '2026-11-20T13:00:00Z',
    endTime: '2026-11-20T13:45:00Z',
    notes: [{ timestamp: '2026-11-20T13:10:00Z', content: 'Planned the invoice export redesign with Dana.' }],
    summary: {
      subject: 'Invoice export planning',
      description: '- 1:10 PM: Planned the invoice export redesign',
    },
  },
];

describe('offline daily report', () => {
  it('reports total time, sessions, the longest one, the busiest period and recurring topics', () => {
    const report = writeDailyReportOffline(
      { date: '2026-11-20', language: 'English', customInstructions: null, sessions },
      opts,
    );
    expect(report.subject).toBe('Daily report: refund API, invoice export');
    expect(report.description.split('\n')).toEqual([
      '- 9:00 AM – 11:30 AM (2h 30m): Investigated the flaky refund API test',
      '- 1:00 PM – 1:45 PM (45m): Invoice export planning',
      '- Total: 3h 15m over 2 sessions',
    ]);
    expect(report.insights).toEqual([
      'Total time: 3h 15m across 2 sessions.',
      'Longest session: 9:00 AM – 11:30 AM (2h 30m), Investigated the flaky refund API test.',
      'Busiest period: 9 AM – 11 AM, with 2h 00m of work.',
      'Recurring topics: refund API (4 notes), invoice export (2 notes).',
      'Notes written: 6.',
    ]);
  });

  it('counts a running session up to now', () => {
    const running = [{ startTime: '2026-11-20T17:00:00Z', endTime: null, notes: [], summary: null }];
    const report = writeDailyReportOffline(
      { date: '2026-11-20', language: 'English', customInstructions: null, sessions: running },
      opts,
    );
    expect(report.insights[0]).toBe('Total time: 1h 00m across 1 session.');
    expect(report.description).toContain('- 5:00 PM – now (1h 00m): Work session, 5:00 PM – now');
  });
});
