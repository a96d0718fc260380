import type { WorkRecord } from '@diary/contracts';
import { type TestSession, useTestSession } from '@diary/server-testing';
import { api, useDiary } from './support/diary-stack';

const iso = (s: string) => new Date(s).toISOString();

describe('GET /api/work-records?from=&to= (the calendar range)', () => {
  const stack = useDiary();
  const alice = useTestSession(stack);
  const bob = useTestSession(stack);
  const range = (who: TestSession, query: string) =>
    api(stack).get(`/api/work-records?${query}`).set('Cookie', who.cookie);
  const post = (who: TestSession, date: string, start: string, end: string) =>
    api(stack)
      .post('/api/work-records')
      .set('Cookie', who.cookie)
      .send({ date, startTime: iso(start), endTime: iso(end), isActive: false })
      .expect(201);
  const note = (who: TestSession, workRecordId: string, content: string, at: string) =>
    api(stack)
      .post('/api/work-notes')
      .set('Cookie', who.cookie)
      .send({ workRecordId, content, timestamp: iso(at) })
      .expect(201);

  it("answers the user's records of the days in the range, both ends included, oldest first, with notes", async () => {
    const inside = await post(alice, '2024-09-02', '2024-09-02T09:15:00Z', '2024-09-02T11:45:00Z');
    await post(alice, '2024-09-08', '2024-09-08T14:00:00Z', '2024-09-08T15:00:00Z');
    await post(alice, '2024-09-01', '2024-09-01T08:00:00Z', '2024-09-01T09:00:00Z');
    await post(alice, '2024-09-09', '2024-09-09T08:00:00Z', '2024-09-09T09:00:00Z'); // outside
    await post(bob, '2024-09-03', '2024-09-03T08:00:00Z', '2024-09-03T09:00:00Z'); // someone else's
    await note(alice, inside.body.id, 'Planned the release', '2024-09-02T10:00Z');

    const res = await range(alice, 'from=2024-09-01&to=2024-09-08').expect(200);
    const records = res.body as WorkRecord[];
    expect(records.map((r) => r.date)).toEqual(['2024-09-01', '2024-09-02', '2024-09-08']);
    expect(records[1]).toMatchObject({
      id: inside.body.id,
      startTime: iso('2024-09-02T09:15:00Z'),
      endTime: iso('2024-09-02T11:45:00Z'),
      isActive: false,
      summary: null,
    });
    expect(records[1].notes.map((n) => n.content)).toEqual(['Planned the release']);
    expect(records.every((r) => r.userId === alice.userId)).toBe(true);
    await range(bob, 'from=2024-09-01&to=2024-09-02').expect(200, []);
  });

  it('leaves the notes out with notes=false, and refuses any other value with 400', async () => {
    const rec = await post(alice, '2024-10-01', '2024-10-01T09:00:00Z', '2024-10-01T10:00:00Z');
    await note(alice, rec.body.id, 'Not for the calendar', '2024-10-01T09:30Z');
    const bare = (await range(alice, 'from=2024-10-01&to=2024-10-01&notes=false').expect(200))
      .body as WorkRecord[];
    expect(bare).toEqual([
      expect.objectContaining({ id: rec.body.id, endTime: iso('2024-10-01T10:00:00Z'), notes: [] }),
    ]);
    const full = (await range(alice, 'from=2024-10-01&to=2024-10-01&notes=true').expect(200))
      .body as WorkRecord[];
    expect(full[0].notes.map((n) => n.content)).toEqual(['Not for the calendar']);
    const res = await range(alice, 'from=2024-10-01&to=2024-10-01&notes=no').expect(400);
    expect(res.body.message).toBe('notes must be true or false.');
  });

  it.each([
    ['no dates', '', 'from and to must be real days written as yyyy-MM-dd, like 2024-05-31.'],
    [
      'a bad from',
      'from=2024-02-30&to=2024-03-01',
      'from and to must be real days written as yyyy-MM-dd, like 2024-05-31.',
    ],
    ['to before from', 'from=2024-03-02&to=2024-03-01', 'to must be the same day as from or later.'],
    ['63 days', 'from=2024-01-01&to=2024-03-03', 'The range can be at most 62 days.'],
    [
      'two values for from',
      'from=2024-01-01&from=2024-01-02&to=2024-01-03',
      'from and to must be real days written as yyyy-MM-dd, like 2024-05-31.',
    ],
  ])('refuses %s with 400 and a sentence', async (_what, query, message) => {
    const res = await range(alice, query).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('accepts exactly 62 days, and answers 401 without a session', async () => {
    await range(alice, 'from=2024-01-01&to=2024-03-02').expect(200, []);
    await api(stack).get('/api/work-records?from=2024-01-01&to=2024-01-02').expect(401);
  });
});
