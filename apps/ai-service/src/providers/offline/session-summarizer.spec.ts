import { subjectFrom, summarizeSessionOffline } from './session-summarizer';
import { MORNING_NOTES } from '../../../test/support/morning-notes';

const opts = { timeZone: 'UTC', now: Date.parse('2026-11-20T12:00:00Z') };
const session = { startTime: '2026-11-20T09:00:00Z', endTime: '2026-11-20T11:30:00Z', notes: MORNING_NOTES };

describe('offline session summarizer', () => {
  it('keeps the most informative sentences of the notes, with their times, in time order', () => {
    const summary = summarizeSessionOffline({ language: 'English', customInstructions: null, session }, opts);
    expect(summary.subject).toBe('Investigated the flaky refund API test');
    expect(summary.description.split('\n')).toEqual([
      '- 9:05 AM: Agreed to ship the refund API this sprint',
      '- 9:40 AM: Investigated the flaky refund API test: the mock clock drifts when the suite runs in parallel',
      '- 10:15 AM: Fixed the refund API timeout by batching the ledger queries (from 40 to 3 queries)',
      '- 10:50 AM: Reviewed PR #482 for the invoice export; left comments about CSV escaping',
      '- 11:20 AM: Wrote docs for the refund API',
      '- 11:20 AM: Deployed refund API to staging',
    ]);
  });

  it('gives the same summary for the same notes in any order', () => {
    const a = summarizeSessionOffline({ language: 'English', customInstructions: null, session }, opts);
    const shuffled = { ...session, notes: [...MORNING_NOTES].reverse() };
    expect(
      summarizeSessionOffline({ language: 'English', customInstructions: null, session: shuffled }, opts),
    ).toEqual(a);
  });

  it('shows times in the configured zone', () => {
    const summary = summarizeSessionOffline(
      { language: 'English', customInstructions: null, session },
      { ...opts, timeZone: 'America/New_York' },
    );
    expect(summary.description.split('\n')[0]).toBe('- 4:05 AM: Agreed to ship the refund API this sprint');
  });

  it('says when a session has no notes', () => {
    const summary = summarizeSessionOffline(
      { language: 'English', customInstructions: null, session: { ...session, notes: [] } },
      opts,
    );
    expect(summary).toEqual({
      subject: 'Work session, 9:00 AM – 11:30 AM',
      description: '- 9:00 AM: Worked for 2h 30m without notes',
    });
  });

  it('labels a summary asked for in another language, since it cannot translate', () => {
    const summary = summarizeSessionOffline({ language: 'German', customInstructions: null, session }, opts);
    expect(summary.description.split('\n').at(-1)).toBe(
      "- Offline summary in the notes' own words (requested language: German; set up an AI provider to translate).",
    );
  });

  it('writes every description line as a "- " bullet, even from list-like or multi-line notes', () => {
    const notes = [
      {
        timestamp: '2026-11-20T09:10:00Z',
        content: '* first item about the build\n\n2) second item about the deploy script',
      },
    ];
    const summary = summarizeSessionOffline(
      { language: 'English', customInstructions: null, session: { ...session, notes } },
      opts,
    );
    for (const line of summary.description.split('\n')) expect(line).toMatch(/^- \S/);
    expect(summary.description).toContain('- 9:10 AM: Second item about the deploy script');
  });
  it('does not take a link for what the session was about', () => {
    const link = `https://example.com/tickets/PAYMENTS-4821/attachments/${'x'.repeat(140)}/screenshot-final.png`;
    const notes = [
      { content: 'Standup, then code review of the retry queue.', timestamp: '2026-11-20T09:05:00Z' },
      { content: `Reference: ${link}`, timestamp: '2026-11-20T09:06:00Z' },
    ];
    const summary = summarizeSessionOffline(
      { language: 'English', customInstructions: null, session: { ...session, notes } },
      opts,
    );
    expect(summary.subject).toBe('Standup, then code review of the retry queue');
    expect(summary.description).toBe('- 9:05 AM: Standup, then code review of the retry queue');
  });
});

describe('offline subject', () => {
  it('is the main clause of the best sentence', () => {
    expect(subjectFrom('Fixed the signup validation bug where e-mails with a plus sign were refused.')).toBe(
      'Fixed the signup validation bug',
    );
    expect(subjectFrom('Fixed the refund API timeout by batching the ledger queries')).toBe(
      'Fixed the refund API timeout',
    );
    expect(subjectFrom('Investigated the flaky refund API test: the mock clock drifts')).toBe(
      'Investigated the flaky refund API test',
    );
    expect(
      subjectFrom('wrote the release notes for version 2.4 and sent them to the whole support team today'),
    ).toBe('Wrote the release notes for version 2.4');
  });
});
