import { reportJsonSchema, sessionSummaryJsonSchema } from './summary-schema';

// The schemas as they were written by hand before they were generated from the zod schemas: the
// engines must keep receiving exactly these (OpenAI strict mode: all required, nothing extra).
const line = (noteId: Record<string, unknown>) => ({
  type: 'object',
  properties: { text: { type: 'string' }, noteIds: { type: 'array', items: noteId } },
  required: ['text', 'noteIds'],
  additionalProperties: false,
});
const summary = (noteId: Record<string, unknown>) => {
  const section = { type: 'array', items: line(noteId) };
  return {
    type: 'object',
    properties: {
      subject: { type: 'string' },
      sections: {
        type: 'object',
        properties: { done: section, decided: section, blocked: section, next: section },
        required: ['done', 'decided', 'blocked', 'next'],
        additionalProperties: false,
      },
    },
    required: ['subject', 'sections'],
    additionalProperties: false,
  };
};
const stringArray = { type: 'array', items: { type: 'string' } };

describe('the JSON Schemas given to model engines', () => {
  it("holds a session summary's noteIds to that session's note ids", () => {
    expect(sessionSummaryJsonSchema(['m1', 'm2', 'm1'])).toEqual({
      name: 'session_summary',
      schema: summary({ type: 'string', enum: ['m1', 'm2'] }),
    });
  });

  it('takes any note id text for a session without notes', () => {
    expect(sessionSummaryJsonSchema([]).schema).toEqual(summary({ type: 'string' }));
  });

  it('asks a daily report and a weekly review for a subject, bullets and insights, all required', () => {
    const report = {
      type: 'object',
      properties: { subject: { type: 'string' }, bullets: stringArray, insights: stringArray },
      required: ['subject', 'bullets', 'insights'],
      additionalProperties: false,
    };
    expect(reportJsonSchema('daily_report')).toEqual({ name: 'daily_report', schema: report });
    expect(reportJsonSchema('weekly_review')).toEqual({ name: 'weekly_review', schema: report });
  });
});
