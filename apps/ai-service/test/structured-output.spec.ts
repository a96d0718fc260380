// Every model engine answers in the summary's JSON shape; what a model gets wrong is mended or
// replaced. Against fake OpenAI-compatible servers started here: one answering invalid JSON, one
// naming notes of another session, one answering JSON in a fence with a trailing comma.
import { OpenAiProvider } from '../src/providers/openai.provider';
import { FakeOpenAiServer, Responder } from './support/fake-openai.server';
import { MORNING_NOTES } from './support/morning-notes';

const session = { startTime: '2026-11-20T09:00:00Z', endTime: '2026-11-20T11:30:00Z', notes: MORNING_NOTES };
const request = { language: 'English', customInstructions: null, session };
const facts = { week: '2026-11-16', totalMinutes: 150, sessionCount: 1, tags: [], busiestDay: null };

describe('structured output from an OpenAI-compatible engine', () => {
  let server: FakeOpenAiServer;
  const provider = () =>
    new OpenAiProvider({
      baseURL: server.url,
      model: 'fake',
      timeoutMs: 5000,
      maxRetries: 0,
      timeZone: 'UTC',
    });
  const serve = async (responder: Responder) => {
    server = await new FakeOpenAiServer(responder).start();
  };
  afterEach(() => server?.close());

  it("sends the summary's JSON schema, whose noteIds can only be the session's", async () => {
    await serve(() => ({ content: 'not json' }));
    await provider().summarizeSession(request);
    type Line = { properties: { noteIds: { items: { enum: string[] } } } };
    type Sections = { properties: Record<'done' | 'decided' | 'blocked' | 'next', { items: Line }> };
    const format = server.requests[0].body.response_format as unknown as {
      type: string;
      json_schema: { strict: boolean; schema: { properties: { sections: Sections } } };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    const line = format.json_schema.schema.properties.sections.properties.blocked.items;
    expect(line.properties.noteIds.items.enum).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(server.requests[0].body.messages[1].content).toContain('(note m3)');
  });

  it('a server answering invalid JSON: the offline writer stands in, and the provider says so', async () => {
    await serve(() => ({ content: '{"subject": "Refund API", "sections": {"done": [{"text": ' }));
    const summary = await provider().summarizeSession(request);
    expect(summary.provider).toMatch(/^offline \(fallback: openai fake gave /);
    expect(summary.sections?.decided).toEqual([
      { text: 'Agreed to ship the refund API this sprint', noteIds: ['m1'] },
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it('an empty answer: the offline writer stands in', async () => {
    await serve(() => ({ content: '' }));
    const summary = await provider().summarizeSession(request);
    expect(summary.provider).toBe('offline (fallback: openai fake gave an empty answer)');
    expect(summary.subject).toBeTruthy();
  });

  it("a server naming foreign noteIds: they are dropped, the session's kept", async () => {
    await serve(() => ({
      content: JSON.stringify({
        subject: 'Refund API shipped',
        sections: {
          done: [{ text: 'Fixed the refund API timeout', noteIds: ['m3', 'other-users-note', 'm3'] }],
          decided: [{ text: 'Ship the refund API this sprint', noteIds: ['x9'] }],
          blocked: [],
          next: [{ text: '   ', noteIds: ['m5'] }],
        },
      }),
    }));
    const summary = await provider().summarizeSession(request);
    expect(summary.provider).toBe('openai fake');
    expect(summary.sections).toEqual({
      done: [{ text: 'Fixed the refund API timeout', noteIds: ['m3'] }],
      decided: [{ text: 'Ship the refund API this sprint', noteIds: [] }],
      blocked: [],
      next: [],
    });
  });

  it('repairs near-JSON (a code fence, a trailing comma) instead of asking again', async () => {
    await serve(() => ({
      content:
        '```json\n{"subject": "Refunds", "sections": {"done": [{"text": "Deployed to staging", "noteIds": ["m5"]},], "decided": [], "blocked": [], "next": []}}\n```',
    }));
    const summary = await provider().summarizeSession(request);
    expect(summary).toMatchObject({ subject: 'Refunds', provider: 'openai fake' });
    expect(summary.sections?.done).toEqual([{ text: 'Deployed to staging', noteIds: ['m5'] }]);
    expect(server.requests).toHaveLength(1);
  });

  it('daily reports and weekly reviews fall back to the offline writer on an unusable answer', async () => {
    await serve(() => ({ content: '<html>oops</html>' }));
    const report = await provider().writeDailyReport({
      date: '2026-11-20',
      language: 'English',
      customInstructions: null,
      sessions: [{ ...session, summary: null }],
    });
    expect(report.provider).toMatch(/^offline \(fallback: openai fake gave /);
    expect(report.insights[0]).toMatch(/^Total time: 2h 30m/);
    const review = await provider().writeWeeklyReview({
      language: 'English',
      customInstructions: null,
      facts,
      days: [
        {
          date: '2026-11-20',
          minutes: 150,
          reportSubject: null,
          sessions: [{ ...session, summary: null, tags: [] }],
        },
      ],
    });
    expect(review.provider).toMatch(/^offline \(fallback: openai fake gave /);
    expect(review.subject).toMatch(/^Week of 2026-11-16/);
    expect(server.requests.map((r) => r.body.response_format)).toEqual([
      expect.objectContaining({ json_schema: expect.objectContaining({ name: 'daily_report' }) }),
      expect.objectContaining({ json_schema: expect.objectContaining({ name: 'daily_report' }) }),
      expect.objectContaining({ json_schema: expect.objectContaining({ name: 'weekly_review' }) }),
      expect.objectContaining({ json_schema: expect.objectContaining({ name: 'weekly_review' }) }),
    ]);
  });
});
