// Dates a person could mean (issue 31): days outside 1970–2100 and impossible days answer 400 on the
// API, and the longest sessions that can be made no longer overflow the sums of minutes (a 1900→9999
// session made /api/stats and /api/tags answer 400 for its user on every call).
import { useTestSession } from '@diary/server-testing';
import { api, useDiary } from './support/diary-stack';

describe('date range', () => {
  const stack = useDiary();
  const alice = useTestSession(stack, 'all');

  const create = (body: Record<string, unknown>) =>
    api(stack).post('/api/work-records').set('Cookie', alice.cookie).send(body);

  it.each([
    [
      'a day before 1970',
      { date: '1969-12-31', startTime: '2024-05-31T09:00:00Z', endTime: '2024-05-31T10:00:00Z' },
      'date',
    ],
    [
      'a day after 2100',
      { date: '2101-01-01', startTime: '2024-05-31T09:00:00Z', endTime: '2024-05-31T10:00:00Z' },
      'date',
    ],
    [
      'an impossible day',
      { date: '2026-02-30', startTime: '2026-02-28T09:00:00Z', endTime: '2026-02-28T10:00:00Z' },
      'date',
    ],
    [
      'a start in 1900',
      { date: '2024-05-31', startTime: '1900-01-01T00:00:00Z', endTime: '2024-05-31T10:00:00Z' },
      'startTime',
    ],
    [
      'an end in 9999',
      { date: '2024-05-31', startTime: '2024-05-31T09:00:00Z', endTime: '9999-12-31T00:00:00Z' },
      'endTime',
    ],
  ])('refuses a session with %s with 400 naming the field', async (_what, body, field) => {
    const res = await create({ ...body, isActive: false }).expect(400);
    expect(res.body.message).toMatch(new RegExp(`^${field} must be`));
    expect(
      await api(stack)
        .get('/api/stats?from=2024-05-31&to=2024-05-31')
        .set('Cookie', alice.cookie)
        .expect(200),
    );
  });

  it('keeps /api/stats and /api/tags answering with the longest sessions that can be made', async () => {
    // 40 sessions of 1970-01-01 → 2100-12-31 sum to about 2.75 billion minutes, past a 32-bit int.
    for (let i = 0; i < 40; i++)
      await create({
        date: '1970-01-01',
        startTime: new Date(Date.UTC(1970, 0, 1, 0, i)).toISOString(),
        endTime: '2100-12-31T00:00:00Z',
        isActive: false,
        tags: ['long'],
      }).expect(201);
    const stats = await api(stack)
      .get('/api/stats?from=1970-01-01&to=1970-01-01')
      .set('Cookie', alice.cookie)
      .expect(200);
    expect(stats.body.days[0].sessions).toBe(40);
    expect(stats.body.days[0].minutes).toBeGreaterThan(2 ** 31);
    const tags = await api(stack).get('/api/tags').set('Cookie', alice.cookie).expect(200);
    expect(tags.body).toEqual([expect.objectContaining({ name: 'long', count: 40 })]);
    expect(tags.body[0].minutes).toBeGreaterThan(2 ** 31);
  });
});
