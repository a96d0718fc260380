// Service-to-service routes: the ai service reads records and stores summaries; the search service
// pages through every document to reindex. Only callers with the internal token get in.
import { WorkRecord } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER, SearchIndexJob } from '@diary/contracts/server';
import type request from 'supertest';
import { useTestSession } from '@diary/server-testing';
import { api, IndexQueueReader, useDiary } from './support/diary-stack';

describe('internal routes', () => {
  const stack = useDiary();
  const alice = useTestSession(stack, 'all');
  const bob = useTestSession(stack, 'all');
  let index: IndexQueueReader;
  let finished: WorkRecord;

  const internal = (method: 'get' | 'put', path: string) =>
    api(stack)[method](path).set(INTERNAL_TOKEN_HEADER, stack.env.internalToken);

  beforeAll(async () => {
    index = new IndexQueueReader(stack);
    finished = (
      await api(stack)
        .post('/api/work-records')
        .set('Cookie', alice.cookie)
        .send({
          startTime: '2024-05-31T08:00:00.000Z',
          endTime: '2024-05-31T09:00:00.000Z',
          isActive: false,
          date: '2024-05-31',
        })
        .expect(201)
    ).body;
    await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: finished.id, content: 'did a thing' })
      .expect(201);
  });
  afterAll(() => index?.close());

  it('hides every internal route without the token (404)', async () => {
    await api(stack).get(INTERNAL.dayRecords(alice.userId, '2024-05-31')).expect(404);
    await api(stack)
      .get(INTERNAL.record(alice.userId, finished.id))
      .set(INTERNAL_TOKEN_HEADER, 'x'.repeat(48))
      .expect(404);
    await api(stack)
      .put(INTERNAL.recordSummary(alice.userId, finished.id))
      .set('Cookie', alice.cookie)
      .send({ subject: 's', description: '- d' })
      .expect(404);
    await api(stack).get(INTERNAL.searchDocuments).expect(404);
    await api(stack).get(INTERNAL.recordCounts).set('Cookie', alice.cookie).expect(404);
  });

  it('counts each user’s records for the administrators, and nothing else', async () => {
    const res = await internal('get', INTERNAL.recordCounts).expect(200);
    expect(Object.keys(res.body)).toEqual(['counts']);
    expect(res.body.counts[alice.userId]).toBeGreaterThanOrEqual(1);
    expect(res.body.counts[bob.userId]).toBeUndefined();
    expect(res.text).not.toContain('did a thing');
  });

  it("reads a user's day and one record", async () => {
    const day = await internal('get', INTERNAL.dayRecords(alice.userId, '2024-05-31')).expect(200);
    expect(day.body).toMatchObject({
      totalDuration: 60,
      records: [{ id: finished.id, notes: [{ content: 'did a thing' }] }],
    });
    const one = await internal('get', INTERNAL.record(alice.userId, finished.id)).expect(200);
    expect(one.body).toEqual(day.body.records[0]);
  });

  it("answers 404 for another user's record and for ids that are not UUIDs", async () => {
    expect((await internal('get', INTERNAL.record(bob.userId, finished.id)).expect(404)).body.message).toBe(
      'Work record not found.',
    );
    await internal('get', INTERNAL.record('nobody', finished.id)).expect(404);
    await internal('get', INTERNAL.record(alice.userId, 'nothing')).expect(404);
    await internal('put', INTERNAL.recordSummary(bob.userId, finished.id))
      .send({ subject: 's', description: '- d' })
      .expect(404);
    await internal('get', INTERNAL.dayRecords(alice.userId, '2024-02-31')).expect(400);
  });

  it('stores a summary, answers the record with it, shows it to the user and queues summary.upsert', async () => {
    const summary = { subject: 'Migrations', description: '- wrote the schema\n- added indexes' };
    const res = await internal('put', INTERNAL.recordSummary(alice.userId, finished.id))
      .send(summary)
      .expect(200);
    expect(res.body).toMatchObject({ id: finished.id, summary, notes: [{ content: 'did a thing' }] });
    const day = await api(stack).get('/api/work-records/2024-05-31').set('Cookie', alice.cookie).expect(200);
    expect(day.body.records[0].summary).toEqual(summary);
    const job = await index.waitFor((j) => j.kind === 'summary.upsert' && j.recordId === finished.id);
    expect(job).toEqual({
      kind: 'summary.upsert',
      version: expect.any(Number),
      userId: alice.userId,
      recordId: finished.id,
      date: '2024-05-31',
      subject: 'Migrations',
      description: '- wrote the schema\n- added indexes',
      timestamp: finished.startTime,
    });
  });

  it("keeps a summary's sections and mentions, naming only this record's notes", async () => {
    const [note] = (await internal('get', INTERNAL.record(alice.userId, finished.id)).expect(200)).body.notes;
    const elsewhere = '00000000-0000-4000-8000-000000000001';
    const res = await internal('put', INTERNAL.recordSummary(alice.userId, finished.id))
      .send({
        subject: 'Migrations',
        description: '- Done: Did a thing',
        sections: {
          done: [{ text: 'Did a thing', noteIds: [note.id, elsewhere] }],
          decided: [],
          blocked: [],
          next: [],
        },
        mentions: [{ kind: 'ref', text: 'PR #12' }],
        provider: 'ollama qwen2.5:3b',
      })
      .expect(200);
    const expected = {
      subject: 'Migrations',
      description: '- Done: Did a thing',
      sections: { done: [{ text: 'Did a thing', noteIds: [note.id] }], decided: [], blocked: [], next: [] },
      mentions: [{ kind: 'ref', text: 'PR #12' }],
      provider: 'ollama qwen2.5:3b',
    };
    expect(res.body.summary).toEqual(expected);
    const day = await api(stack).get('/api/work-records/2024-05-31').set('Cookie', alice.cookie).expect(200);
    expect(day.body.records[0].summary).toEqual(expected);
    const bad = await internal('put', INTERNAL.recordSummary(alice.userId, finished.id))
      .send({ subject: 'x', description: '- x', sections: { done: 'everything' } })
      .expect(400);
    expect(bad.body.message).toBe(
      'sections must list done, decided, blocked and next lines, each with its text and note ids.',
    );
  });

  it('refuses a summary without a subject with 400', async () => {
    const res = await internal('put', INTERNAL.recordSummary(alice.userId, finished.id))
      .send({ description: '- x' })
      .expect(400);
    expect(res.body.message).toBe('subject is required.');
  });

  it('pages through every note and summary as index jobs, optionally for one user', async () => {
    const more = await api(stack)
      .post('/api/work-records')
      .set('Cookie', bob.cookie)
      .send({
        startTime: '2024-06-01T08:00:00.000Z',
        endTime: '2024-06-01T09:00:00.000Z',
        isActive: false,
        date: '2024-06-01',
      })
      .expect(201);
    for (const content of ['b1', 'b2', 'b3'])
      await api(stack)
        .post('/api/work-notes')
        .set('Cookie', bob.cookie)
        .send({ workRecordId: more.body.id, content })
        .expect(201);
    await internal('put', INTERNAL.recordSummary(bob.userId, more.body.id))
      .send({ subject: 'Bob', description: '- b' })
      .expect(200);
    await internal('put', INTERNAL.recordSummary(alice.userId, finished.id))
      .send({ subject: 'Migrations', description: '- schema' })
      .expect(200);

    const all: SearchIndexJob[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: request.Response = await internal(
        'get',
        `${INTERNAL.searchDocuments}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      ).expect(200);
      all.push(...res.body.jobs);
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(all).toHaveLength(6); // 4 notes, 2 summaries
    expect(
      all
        .filter((j) => j.kind === 'note.upsert')
        .map((j) => j.kind === 'note.upsert' && j.content)
        .sort(),
    ).toEqual(['b1', 'b2', 'b3', 'did a thing']);
    expect(all.filter((j) => j.kind === 'summary.upsert')).toHaveLength(2);
    expect(new Set(all.map((j) => JSON.stringify(j))).size).toBe(6);

    const bobs = await internal('get', `${INTERNAL.searchDocuments}?userId=${bob.userId}`).expect(200);
    expect(bobs.body.nextCursor).toBeNull();
    expect(bobs.body.jobs.map((j: SearchIndexJob) => j.userId)).toEqual([
      bob.userId,
      bob.userId,
      bob.userId,
      bob.userId,
    ]);
    const summary = bobs.body.jobs.find((j: SearchIndexJob) => j.kind === 'summary.upsert');
    expect(summary).toMatchObject({
      recordId: more.body.id,
      subject: 'Bob',
      description: '- b',
      date: '2024-06-01',
      version: expect.any(Number),
    });
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 1000.'],
    ['?limit=1001', 'limit must be a whole number from 1 to 1000.'],
    ['?limit=ten', 'limit must be a whole number from 1 to 1000.'],
    ['?userId=bob', 'userId must be a UUID.'],
    ['?cursor=somewhere', 'The cursor is not valid; pass nextCursor from the previous page.'],
  ])('refuses %s with 400', async (query, message) => {
    expect((await internal('get', `${INTERNAL.searchDocuments}${query}`).expect(400)).body.message).toBe(
      message,
    );
  });
});
