// The guide's trace, executable (docs/architecture.md, "Follow one note save", from the editor to the
// search index): one note walks gateway → diary → outbox → search-index queue → search index, and
// the session it belongs to reaches the user's socket, each step checked where it happens. Real
// services on real ports, real Postgres and Redis. The search service is held stopped while the
// note is saved, so that the job waits in its queue to be looked at, then started to index it.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Queue } from 'bullmq';
import type { Client } from 'pg';
import { SearchResult, ServerSocketMessage, WorkNote, WorkRecord } from '@diary/contracts';
import { QUEUES, SearchIndexJob } from '@diary/contracts/server';
import { bullConnection } from '@diary/server-core';
import { Account, connectServiceDb, registerUser, useTestStack, waitUntil } from '@diary/server-testing';
import { createApp as createGateway } from '../../gateway/src/app';
import { createApp as createAuth } from '../../auth-service/src/app';
import { createApp as createDiary } from '../../diary-service/src/app';
import { createApp as createSearch } from '../../search-service/src/app';
import { openSocket, TestSocket } from '../../gateway/test/ws-client';

describe('one note from the editor to the search index (the guide’s trace)', () => {
  const stack = useTestStack({
    auth: createAuth,
    diary: createDiary,
    search: createSearch,
    gateway: createGateway,
  });
  let me: Account;
  let socket: TestSocket;
  let diaryDb: Client;
  let searchDb: Client;
  let queue: Queue<SearchIndexJob>;
  const api = () => request(stack.urls.gateway);

  beforeAll(async () => {
    diaryDb = await connectServiceDb(stack, 'diary');
    searchDb = await connectServiceDb(stack, 'search');
    // The relay deletes an outbox row once delivered: a trigger of this test keeps a copy to look at.
    await diaryDb.query(`
      CREATE TABLE trace_outbox_seen AS SELECT id, job_id, kind, payload FROM outbox_events WITH NO DATA;
      CREATE FUNCTION trace_outbox_keep() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO trace_outbox_seen VALUES (NEW.id, NEW.job_id, NEW.kind, NEW.payload); RETURN NEW; END $$;
      CREATE TRIGGER trace_outbox_keep AFTER INSERT ON outbox_events FOR EACH ROW EXECUTE FUNCTION trace_outbox_keep();`);
    const { connection, prefix } = bullConnection({
      REDIS_URL: stack.env.redisUrl,
      REDIS_PREFIX: stack.env.redisPrefix,
    });
    queue = new Queue<SearchIndexJob>(QUEUES.searchIndex, { connection, prefix });
    // Step 0, the browser: an account and its socket, both through the gateway.
    me = await registerUser(stack.urls.gateway);
    socket = await openSocket(stack.urls.gateway, me.cookie);
    socket.send({ type: 'identify', userId: me.id }); // as socket-client.ts does on open
    expect(await socket.next(5000)).toEqual({ type: 'connection_ack', userId: me.id });
  });
  afterAll(async () => {
    socket?.ws.terminate();
    await queue?.close();
  });

  /** The outbox rows that carried this note's index jobs, oldest first. */
  const noteRows = async (noteId: string) =>
    (
      await diaryDb.query<{ job_id: string; payload: SearchIndexJob }>(
        `SELECT job_id, payload FROM trace_outbox_seen
          WHERE kind = 'search_index' AND payload->>'noteId' = $1 ORDER BY id`,
        [noteId],
      )
    ).rows;
  /** The next socket frame of a type (other frames are passed over). */
  async function nextOf(type: string): Promise<ServerSocketMessage> {
    for (;;) {
      const frame = await socket.next(5000);
      if (frame.type === type) return frame;
    }
  }
  const search = async (q: string): Promise<SearchResult[]> =>
    (await api().get('/api/search').query({ q }).set('Cookie', me.cookie).expect(200)).body;

  it('walks the steps of the trace, each seen where it happens', async () => {
    // The session the note belongs to: its start reaches the socket (outbox → events:user:{id} → gateway).
    const record = (
      await api()
        .post('/api/work-records')
        .set('Cookie', me.cookie)
        .send({ date: '2026-11-20', startTime: new Date().toISOString(), isActive: true })
        .expect(201)
    ).body as WorkRecord;
    expect(await nextOf('work_session_update')).toMatchObject({
      type: 'work_session_update',
      isActive: true,
      record: { id: record.id },
    });

    await stack.stop('search');

    // Steps 1–3: the web's save, POST /api/work-notes {workRecordId, content, clientId}, through the
    // gateway's route table to the diary; the same clientId again answers its first note (200).
    const clientId = randomUUID();
    const save = { workRecordId: record.id, content: 'Traced the spectrometer calibration', clientId };
    const note = (await api().post('/api/work-notes').set('Cookie', me.cookie).send(save).expect(201))
      .body as WorkNote;
    const again = await api().post('/api/work-notes').set('Cookie', me.cookie).send(save).expect(200);
    expect(again.body).toEqual(note);
    const stored = await diaryDb.query('SELECT content, client_id FROM work_notes WHERE id = $1', [note.id]);
    expect(stored.rows).toEqual([{ content: save.content, client_id: clientId }]);

    // Step 4: one outbox row of kind search_index with the note.upsert job, relayed to the
    // search-index queue under the row's own job_id.
    const [row] = await noteRows(note.id);
    expect(row.payload).toMatchObject({ kind: 'note.upsert', noteId: note.id, content: save.content });
    const job = await waitUntil(() => queue.getJob(row.job_id), 5000, 'the index job under the row’s job_id');
    expect(job.data).toMatchObject({ kind: 'note.upsert', noteId: note.id, userId: me.id });
    await waitUntil(
      async () => (await diaryDb.query('SELECT 1 FROM outbox_events')).rowCount === 0,
      5000,
      'the outbox to be relayed',
    );

    // Step 5: the search worker indexes it as the documents row note:{id}; a search finds it.
    await stack.restart('search');
    const doc = await waitUntil(
      async () =>
        (await searchDb.query('SELECT content, deleted FROM documents WHERE id = $1', [`note:${note.id}`]))
          .rows[0],
      10000,
      'the documents row',
    );
    expect(doc).toEqual({ content: save.content, deleted: false });
    expect((await search('spectrometer')).map((r) => r.id)).toEqual([note.id]);

    // A later edit is a PATCH: a second job under a new job_id, and the index follows.
    await api()
      .patch(`/api/work-notes/${note.id}`)
      .set('Cookie', me.cookie)
      .send({ content: 'Traced the oscilloscope calibration' })
      .expect(200);
    const rows = await waitUntil(
      async () => ((await noteRows(note.id)).length === 2 ? noteRows(note.id) : undefined),
      5000,
      'the edit’s outbox row',
    );
    expect(rows[1].job_id).not.toBe(rows[0].job_id);
    await waitUntil(async () => (await search('oscilloscope')).length === 1, 10000, 'the edit in the index');
    expect(await search('spectrometer')).toEqual([]);

    // The session's stop reaches the socket too.
    await api()
      .patch(`/api/work-records/${record.id}`)
      .set('Cookie', me.cookie)
      .send({ isActive: false, endTime: new Date().toISOString() })
      .expect(200);
    expect(await nextOf('work_session_update')).toMatchObject({ isActive: false, record: { id: record.id } });
  });
});
