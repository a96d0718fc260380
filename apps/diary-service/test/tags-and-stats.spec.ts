// Where the time went: tags on records (validated, normalized, scoped to their user), GET /api/tags
// and GET /api/stats over a range (sessions crossing midnight, an active one, days without work).
import type { StatsResponse, TagUsage, WorkRecord } from '@diary/contracts';
import type { SearchIndexJob } from '@diary/contracts/server';
import { type TestSession, useTestSession } from '@diary/server-testing';
import { api, IndexQueueReader, useDiary } from './support/diary-stack';

const MIN = 60_000;

describe('tags and stats', () => {
  const stack = useDiary();
  let index: IndexQueueReader;
  const alice = useTestSession(stack);
  const bob = useTestSession(stack);

  beforeAll(async () => {
    index = new IndexQueueReader(stack);
  });
  afterAll(() => index?.close());

  const create = async (user: TestSession, body: Record<string, unknown>): Promise<WorkRecord> =>
    (await api(stack).post('/api/work-records').set('Cookie', user.cookie).send(body).expect(201))
      .body as WorkRecord;
  const finished = (user: TestSession, date: string, start: string, end: string, tags?: string[]) =>
    create(user, {
      date,
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      tags,
    });
  const stats = async (user: TestSession, from: string, to: string): Promise<StatsResponse> =>
    (await api(stack).get(`/api/stats?from=${from}&to=${to}`).set('Cookie', user.cookie).expect(200))
      .body as StatsResponse;

  it('stores tags trimmed, lower-cased and without duplicates, and returns them with the record', async () => {
    const rec = await finished(alice, '2024-05-31', '2024-05-31T09:00Z', '2024-05-31T10:00Z', [
      '  Meetings ',
      'meetings',
      'Deep Work',
    ]);
    expect(rec.tags).toEqual(['meetings', 'deep work']);
    const day = await api(stack).get('/api/work-records/2024-05-31').set('Cookie', alice.cookie).expect(200);
    expect(day.body.records[0].tags).toEqual(['meetings', 'deep work']);

    const patched = await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ tags: ['Review'] })
      .expect(200);
    expect(patched.body.tags).toEqual(['review']);
    const untouched = await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ note: 'a note' })
      .expect(200);
    expect(untouched.body.tags).toEqual(['review']);
    const cleared = await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ tags: [] })
      .expect(200);
    expect(cleared.body.tags).toEqual([]);
  });

  it.each([
    [['x'.repeat(33)], 'Each tag can be at most 32 characters long.'],
    [['   '], 'Each tag needs at least one character besides spaces.'],
    [[3], 'Each tag must be text.'],
    ['meetings', 'tags must be a list of words, like ["meetings"].'],
    [Array.from({ length: 11 }, (_, i) => `t${i}`), 'A session can have at most 10 tags.'],
  ])('refuses tags %j with a readable 400', async (tags, message) => {
    const res = await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send({ date: '2024-05-31', startTime: '2024-05-31T09:00:00Z', endTime: '2024-05-31T10:00:00Z', tags })
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    const rec = await finished(alice, '2024-05-31', '2024-05-31T09:00Z', '2024-05-31T10:00Z');
    const patch = await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ tags })
      .expect(400);
    expect(patch.body.message).toBe(message);
  });

  it('accepts 10 tags of 32 characters', async () => {
    const tags = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(32, 'x'));
    const rec = await finished(alice, '2024-05-31', '2024-05-31T09:00Z', '2024-05-31T10:00Z', tags);
    expect(rec.tags).toEqual(tags);
  });

  it("lists the user's own tags, most used first, and never another user's", async () => {
    await finished(alice, '2024-06-03', '2024-06-03T09:00Z', '2024-06-03T10:00Z', ['meetings', 'admin']);
    await finished(alice, '2024-06-04', '2024-06-04T09:00Z', '2024-06-04T09:30Z', ['meetings']);
    await finished(alice, '2024-06-05', '2024-06-05T09:00Z', '2024-06-05T11:00Z', ['code']);
    await finished(bob, '2024-06-05', '2024-06-05T09:00Z', '2024-06-05T18:00Z', ['secret', 'meetings']);
    const tags = (await api(stack).get('/api/tags').set('Cookie', alice.cookie).expect(200))
      .body as TagUsage[];
    expect(tags).toEqual([
      { name: 'meetings', count: 2, minutes: 90 },
      { name: 'code', count: 1, minutes: 120 },
      { name: 'admin', count: 1, minutes: 60 },
    ]);
    await api(stack).get('/api/tags').expect(401);
    // Bob cannot tag Alice's record.
    const [rec] = (await api(stack).get('/api/work-records/2024-06-03').set('Cookie', alice.cookie)).body
      .records as WorkRecord[];
    await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', bob.cookie)
      .send({ tags: ['mine'] })
      .expect(404);
  });

  it('queues the record tags for the search index when they change', async () => {
    const rec = await finished(alice, '2024-05-31', '2024-05-31T09:00Z', '2024-05-31T10:00Z', ['Alpha']);
    const first = await index.waitFor((j) => j.kind === 'record.tags' && j.recordId === rec.id);
    expect(first).toMatchObject({ kind: 'record.tags', userId: alice.userId, tags: ['alpha'] });
    await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ tags: ['beta'] })
      .expect(200);
    const second = await index.waitFor(
      (j) => j.kind === 'record.tags' && j.recordId === rec.id && j.tags[0] === 'beta',
    );
    expect((second as Extract<SearchIndexJob, { kind: 'record.tags' }>).version).toBeGreaterThan(
      (first as Extract<SearchIndexJob, { kind: 'record.tags' }>).version,
    );
  });

  it('gives exact minutes over a range: midnight crossings, an active session and days without work', async () => {
    // 23:00 → 01:30 the next morning: counted whole (150 min) on its day key, as the daily overview does.
    const late = await finished(alice, '2024-03-04', '2024-03-04T23:00Z', '2024-03-05T01:30Z', ['deploy']);
    await finished(alice, '2024-03-04', '2024-03-04T09:00Z', '2024-03-04T09:45:59Z', ['meetings', 'deploy']);
    await finished(alice, '2024-03-06', '2024-03-06T10:00Z', '2024-03-06T10:20Z');
    // An active session on the last day, started 42 minutes ago (plus a few seconds).
    const active = await create(alice, {
      date: '2024-03-08',
      startTime: new Date(Date.now() - 42 * MIN - 5_000).toISOString(),
      isActive: true,
      tags: ['meetings'],
    });
    // Outside the range, and another user's day inside it.
    await finished(alice, '2024-03-09', '2024-03-09T09:00Z', '2024-03-09T10:00Z');
    await finished(bob, '2024-03-05', '2024-03-05T09:00Z', '2024-03-05T17:00Z', ['deploy']);

    const s = await stats(alice, '2024-03-03', '2024-03-08');
    const empty = { byTag: [], untaggedMinutes: 0 };
    expect(s.days).toEqual([
      { date: '2024-03-03', minutes: 0, sessions: 0, ...empty },
      {
        date: '2024-03-04',
        minutes: 150 + 45,
        sessions: 2,
        // The 45 minutes tagged [meetings, deploy] count whole under both (one minutes rule).
        byTag: [
          { name: 'deploy', minutes: 150 + 45 },
          { name: 'meetings', minutes: 45 },
        ],
        untaggedMinutes: 0,
      },
      { date: '2024-03-05', minutes: 0, sessions: 0, ...empty },
      { date: '2024-03-06', minutes: 20, sessions: 1, byTag: [], untaggedMinutes: 20 },
      { date: '2024-03-07', minutes: 0, sessions: 0, ...empty },
      {
        date: '2024-03-08',
        minutes: 42,
        sessions: 1,
        byTag: [{ name: 'meetings', minutes: 42 }],
        untaggedMinutes: 0,
      },
    ]);
    expect(s.totalMinutes).toBe(150 + 45 + 20 + 42);
    expect(s.sessions).toBe(4);
    expect(s.tags).toEqual([
      { name: 'deploy', minutes: 195 },
      { name: 'meetings', minutes: 87 },
    ]);
    // byTag is the same list: there is one way to count a tag's minutes.
    expect(s.byTag).toEqual(s.tags);
    expect(s.untaggedMinutes).toBe(20);
    expect(s.longestSession).toEqual({ id: late.id, date: '2024-03-04', minutes: 150 });
    // The days agree with the daily overview of each day.
    const day = await api(stack).get('/api/work-records/2024-03-04').set('Cookie', alice.cookie).expect(200);
    expect(day.body.totalDuration).toBe(195);
    expect(active.isActive).toBe(true);
  });

  it('counts a session whole under each of its tags, every day and the range alike (as Toggl does)', async () => {
    // 100 minutes tagged [c, a, b]; 7 minutes tagged [b, a]; 59 minutes untagged; 2 tagged [a, c].
    await finished(alice, '2024-04-01', '2024-04-01T08:00Z', '2024-04-01T09:40Z', ['c', 'a', 'b']);
    await finished(alice, '2024-04-01', '2024-04-01T10:00Z', '2024-04-01T10:07:30Z', ['b', 'a']);
    await finished(alice, '2024-04-02', '2024-04-02T10:00Z', '2024-04-02T10:59Z');
    await finished(alice, '2024-04-02', '2024-04-02T11:00Z', '2024-04-02T11:02Z', ['a', 'c']);
    const s = await stats(alice, '2024-04-01', '2024-04-02');
    expect(s.days[0].byTag).toEqual([
      { name: 'a', minutes: 107 },
      { name: 'b', minutes: 107 },
      { name: 'c', minutes: 100 },
    ]);
    expect(s.days[1]).toMatchObject({
      minutes: 61,
      byTag: [
        { name: 'a', minutes: 2 },
        { name: 'c', minutes: 2 },
      ],
      untaggedMinutes: 59,
    });
    expect(s.totalMinutes).toBe(100 + 7 + 59 + 2);
    // Counted whole under each tag, the tags add up to more than the total; byTag is the same list.
    expect(s.tags).toEqual([
      { name: 'a', minutes: 109 },
      { name: 'b', minutes: 107 },
      { name: 'c', minutes: 102 },
    ]);
    expect(s.byTag).toEqual(s.tags);
    expect(s.untaggedMinutes).toBe(59);
    // Each day's tags add up to the range's.
    for (const tag of s.tags)
      expect(
        s.days.reduce((sum, d) => sum + (d.byTag.find((t) => t.name === tag.name)?.minutes ?? 0), 0),
      ).toBe(tag.minutes);
  });

  it('answers a range without work with zeros for every day and no longest session', async () => {
    const s = await stats(bob, '2023-12-30', '2024-01-02');
    expect(s).toEqual({
      totalMinutes: 0,
      sessions: 0,
      days: ['2023-12-30', '2023-12-31', '2024-01-01', '2024-01-02'].map((date) => ({
        date,
        minutes: 0,
        sessions: 0,
        byTag: [],
        untaggedMinutes: 0,
      })),
      tags: [],
      byTag: [],
      untaggedMinutes: 0,
      longestSession: null,
      byProject: [],
    });
  });

  it('answers a whole leap year (366 days) and a single day', async () => {
    expect((await stats(alice, '2024-01-01', '2024-12-31')).days).toHaveLength(366);
    expect((await stats(alice, '2024-02-29', '2024-02-29')).days).toEqual([
      { date: '2024-02-29', minutes: 0, sessions: 0, byTag: [], untaggedMinutes: 0 },
    ]);
  });

  it.each([
    ['from=2024-01-01&to=2025-01-01', 'A range can be at most 366 days long; this one has 367.'],
    ['from=2024-02-01&to=2024-01-31', 'to cannot be before from.'],
    ['from=2024-02-30&to=2024-03-01', 'from must be a real day written as yyyy-MM-dd, like 2024-05-31.'],
    ['from=2024-01-01', 'to is required: a day written as yyyy-MM-dd, like 2024-05-31.'],
    [
      'from=2024-01-01&to=2024-01-02&to=2024-01-03',
      'to must be a real day written as yyyy-MM-dd, like 2024-05-31.',
    ],
  ])('refuses %s with a readable 400', async (query, message) => {
    const res = await api(stack).get(`/api/stats?${query}`).set('Cookie', alice.cookie).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('refuses stats without a session', async () => {
    await api(stack).get('/api/stats?from=2024-01-01&to=2024-01-02').expect(401);
  });
});
