import { LocalProvider } from './local.provider';

// A session 07:10–09:05 in Berlin (06:10–08:05 UTC in November).
const session = {
  startTime: '2026-11-20T06:10:00Z',
  endTime: '2026-11-20T08:05:00Z',
  notes: [{ id: 'a', content: 'We will not hotfix on Friday.', timestamp: '2026-11-20T06:30:00Z' }],
  tags: [],
};

describe('offline provider and the time zone', () => {
  const provider = new LocalProvider('UTC', () => Date.parse('2026-11-20T12:00:00Z'));

  it("writes the summary's and the report's times in the zone the request names", async () => {
    const prefs = { language: 'English', customInstructions: null, timeZone: 'Europe/Berlin' };
    const summary = await provider.summarizeSession({ ...prefs, session });
    expect(summary.description.split('\n')[0]).toBe('- 07:10 – 09:05 (1h 55m)');
    expect(summary.sections?.decided).toEqual([{ text: 'We will not hotfix on Friday', noteIds: ['a'] }]);
    const report = await provider.writeDailyReport({
      ...prefs,
      date: '2026-11-20',
      sessions: [{ ...session, summary }],
    });
    expect(report.description.split('\n')[0]).toMatch(/^- Sessions: 07:10 – 09:05 \(1h 55m\): /);
  });

  it('writes 12-hour times when the request asks for them', async () => {
    const summary = await provider.summarizeSession({
      language: 'English',
      customInstructions: null,
      timeZone: 'Europe/Berlin',
      timeFormat: '12h',
      session,
    });
    expect(summary.description.split('\n')[0]).toBe('- 7:10 AM – 9:05 AM (1h 55m)');
  });

  it('falls back to its configured zone when the request names none', async () => {
    const summary = await provider.summarizeSession({
      language: 'English',
      customInstructions: null,
      session,
    });
    expect(summary.description.split('\n')[0]).toBe('- 06:10 – 08:05 (1h 55m)');
  });
});
