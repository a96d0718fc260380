// What each change tells others, only after it is committed: the user's sockets (pub/sub) and the
// search index (BullMQ jobs with versions).
import type { UserEvent, WorkRecord } from '@diary/contracts';
import type { SearchIndexJob } from '@diary/contracts/server';
import { sleep, UserEventListener, useTestSession, waitUntil } from '@diary/server-testing';
import { DataSource } from 'typeorm';
import { api, IndexQueueReader, startSession, useDiary } from './support/diary-stack';

type SessionUpdate = Extract<UserEvent, { type: 'work_session_update' }>;

describe('events of diary changes', () => {
  const stack = useDiary();
  const alice = useTestSession(stack);
  const bob = useTestSession(stack);
  let aliceEvents: UserEventListener;
  let bobEvents: UserEventListener;
  let index: IndexQueueReader;

  beforeAll(async () => {
    index = new IndexQueueReader(stack);
  });
  afterAll(() => index?.close());
  beforeEach(async () => {
    aliceEvents = await UserEventListener.forUser(stack, alice.userId);
    bobEvents = await UserEventListener.forUser(stack, bob.userId);
  });
  afterEach(() => {
    aliceEvents.close();
    bobEvents.close();
  });

  const sessionUpdates = (l: UserEventListener) =>
    l.events.filter((e): e is SessionUpdate => e.type === 'work_session_update');
  const jobsOf = async (userId: string): Promise<SearchIndexJob[]> =>
    (await index.jobs()).filter((j) => j.userId === userId);

  it('sends work_session_update on start, stop, patch and delete, to that user only', async () => {
    const rec = await startSession(stack, alice, '2024-05-31', new Date(Date.now() - 60_000).toISOString());
    const started = (await aliceEvents.waitFor((e) => e.type === 'work_session_update')) as SessionUpdate;
    expect(started).toEqual({ type: 'work_session_update', isActive: true, record: rec });

    const stopped = await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ isActive: false })
      .expect(200);
    await waitUntil(() => sessionUpdates(aliceEvents).length === 2, 5000, 'the stop event');
    expect(sessionUpdates(aliceEvents)[1]).toEqual({
      type: 'work_session_update',
      isActive: false,
      record: stopped.body,
    });

    const edited = await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ note: 'edited' })
      .expect(200);
    await waitUntil(() => sessionUpdates(aliceEvents).length === 3, 5000, 'the edit event');
    expect(sessionUpdates(aliceEvents)[2].record).toEqual(edited.body);

    await api(stack).delete(`/api/work-records/${rec.id}`).set('Cookie', alice.cookie).expect(204);
    await waitUntil(() => sessionUpdates(aliceEvents).length === 4, 5000, 'the delete event');
    expect(sessionUpdates(aliceEvents)[3]).toMatchObject({ isActive: false, record: { id: rec.id } });
    await sleep(300);
    expect(bobEvents.events).toEqual([]);
  });

  it('sends the stopped record when an active record is deleted', async () => {
    const rec = await startSession(stack, alice);
    await aliceEvents.waitFor((e) => e.type === 'work_session_update');
    await api(stack).delete(`/api/work-records/${rec.id}`).set('Cookie', alice.cookie).expect(204);
    await waitUntil(() => sessionUpdates(aliceEvents).length === 2, 5000, 'the delete event');
    const last = sessionUpdates(aliceEvents)[1];
    expect(last.isActive).toBe(false);
    expect(last.record).toMatchObject({ id: rec.id, isActive: false, endTime: expect.any(String) });
  });

  it('sends nothing for a change that was refused', async () => {
    await startSession(stack, alice);
    await aliceEvents.waitFor((e) => e.type === 'work_session_update');
    await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send({ startTime: new Date().toISOString(), isActive: true, date: '2024-05-31' })
      .expect(409);
    await sleep(500);
    expect(aliceEvents.events).toHaveLength(1);
  });

  it('sends draft_updated and draft_deleted', async () => {
    await api(stack)
      .post('/api/draft-notes')
      .set('Cookie', alice.cookie)
      .send({ date: '2024-05-31', content: 'typing…' })
      .expect(200);
    expect(await aliceEvents.waitFor((e) => e.type === 'draft_updated')).toEqual({
      type: 'draft_updated',
      date: '2024-05-31',
      content: 'typing…',
    });
    await api(stack)
      .post('/api/draft-notes')
      .set('Cookie', alice.cookie)
      .send({ date: '2024-05-31', content: ' ' })
      .expect(200);
    expect(await aliceEvents.waitFor((e) => e.type === 'draft_deleted')).toEqual({
      type: 'draft_deleted',
      date: '2024-05-31',
    });
    await api(stack)
      .post('/api/draft-notes')
      .set('Cookie', alice.cookie)
      .send({ date: '2024-06-01', content: 'again' })
      .expect(200);
    await api(stack).delete('/api/draft-notes/2024-06-01').set('Cookie', alice.cookie).expect(204);
    await waitUntil(
      () => aliceEvents.events.filter((e) => e.type === 'draft_deleted').length === 2,
      5000,
      'the second draft_deleted',
    );
    expect(aliceEvents.events.at(-1)).toEqual({ type: 'draft_deleted', date: '2024-06-01' });
    expect(bobEvents.events).toEqual([]);
  });

  it('queues note.upsert jobs with growing versions when a note is added and edited', async () => {
    const before = Date.now();
    const rec: WorkRecord = await startSession(stack, alice, '2024-05-31');
    const note = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: rec.id, content: 'first words', timestamp: '2024-05-31T09:00:00.000Z' })
      .expect(201);
    const added = await index.waitFor((j) => j.kind === 'note.upsert' && j.noteId === note.body.id);
    expect(added).toEqual({
      kind: 'note.upsert',
      version: expect.any(Number),
      userId: alice.userId,
      noteId: note.body.id,
      recordId: rec.id,
      date: '2024-05-31',
      content: 'first words',
      timestamp: '2024-05-31T09:00:00.000Z',
    });
    expect(added.version).toBeGreaterThanOrEqual(before);
    await api(stack)
      .patch(`/api/work-notes/${note.body.id}`)
      .set('Cookie', alice.cookie)
      .send({ content: 'better words' })
      .expect(200);
    const edited = await index.waitFor(
      (j) => j.kind === 'note.upsert' && j.noteId === note.body.id && j.content === 'better words',
    );
    expect(edited.version).toBeGreaterThan(added.version);
  });

  it('queues a note.upsert for the edit dialog note and a record.delete when a record is deleted', async () => {
    const rec = await startSession(stack, alice);
    await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ note: 'from the dialog' })
      .expect(200);
    await index.waitFor(
      (j) => j.kind === 'note.upsert' && j.recordId === rec.id && j.content === 'from the dialog',
    );
    await api(stack).delete(`/api/work-records/${rec.id}`).set('Cookie', alice.cookie).expect(204);
    const deleted = await index.waitFor((j) => j.kind === 'record.delete' && j.recordId === rec.id);
    expect(deleted).toEqual({
      kind: 'record.delete',
      version: expect.any(Number),
      userId: alice.userId,
      recordId: rec.id,
    });
    expect(await jobsOf(bob.userId)).toEqual([]);
  });

  it('adds search jobs with retries, backoff and removal on completion', async () => {
    const rec = await startSession(stack, alice);
    const note = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: rec.id, content: 'options' })
      .expect(201);
    await index.waitFor((j) => j.kind === 'note.upsert' && j.noteId === note.body.id);
    const job = (await index.rawJobs()).find(
      (j) => j.data.kind === 'note.upsert' && j.data.noteId === note.body.id,
    )!;
    expect(job.name).toBe('note.upsert');
    expect(job.opts).toMatchObject({
      attempts: 10,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
    });
  });

  it('empties the outbox once everything is delivered', async () => {
    const rec = await startSession(stack, alice);
    await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: rec.id, content: 'x' })
      .expect(201);
    const db = stack.apps.diary!.get(DataSource);
    await waitUntil(
      async () => Number((await db.query('SELECT count(*)::int AS n FROM outbox_events'))[0].n) === 0,
      5000,
      'an empty outbox',
    );
  });
});
