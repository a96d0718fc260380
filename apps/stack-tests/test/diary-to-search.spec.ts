// End to end: notes saved through the diary's API reach the search index through its outbox and
// the search-index queue, with no test code in between.
import request from 'supertest';
import { SearchResult, WorkRecord } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { TestSession, useTestSession, useTestStack } from '@diary/server-testing';
import { createApp as createDiaryApp } from '../../diary-service/src/app';
import { createApp } from '../../search-service/src/app';

describe('diary → search', () => {
  const stack = useTestStack({ diary: createDiaryApp, search: createApp });
  const alice = useTestSession(stack, 'all');
  const bob = useTestSession(stack, 'all');

  const diary = () => request(stack.urls.diary);
  const search = async (who: TestSession, q: string): Promise<SearchResult[]> =>
    (await request(stack.urls.search).get('/api/search').query({ q }).set('Cookie', who.cookie).expect(200))
      .body;

  /** Polls the search until `done` holds; returns the time it took in ms. */
  async function eventually(
    who: TestSession,
    q: string,
    done: (r: SearchResult[]) => boolean,
    ms = 1000,
  ): Promise<number> {
    const start = Date.now();
    let last: SearchResult[] = [];
    while (Date.now() - start <= ms) {
      last = await search(who, q);
      if (done(last)) return Date.now() - start;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`search for "${q}" did not settle within ${ms} ms; last answer ${JSON.stringify(last)}`);
  }

  async function startRecord(who: TestSession): Promise<WorkRecord> {
    const res = await diary()
      .post('/api/work-records')
      .set('Cookie', who.cookie)
      .send({
        startTime: '2026-11-20T09:00:00.000Z',
        endTime: '2026-11-20T10:00:00.000Z',
        isActive: false,
        date: '2026-11-20',
      })
      .expect(201);
    return res.body;
  }

  it('makes a saved note searchable within a second, then its edit, then its record’s delete', async () => {
    const record = await startRecord(alice);
    const note = (
      await diary()
        .post('/api/work-notes')
        .set('Cookie', alice.cookie)
        .send({ workRecordId: record.id, content: 'Calibrated the spectrometer' })
        .expect(201)
    ).body;
    await eventually(alice, 'spectrometer', (r) => r.length === 1 && r[0].id === note.id);
    const [hit] = await search(alice, 'spectro');
    expect(hit).toEqual({
      id: note.id,
      type: 'note',
      date: '2026-11-20',
      content: 'Calibrated the spectrometer',
      snippet: 'Calibrated the spectrometer',
    });

    await diary()
      .patch(`/api/work-notes/${note.id}`)
      .set('Cookie', alice.cookie)
      .send({ content: 'Recalibrated the oscilloscope' })
      .expect(200);
    await eventually(alice, 'oscilloscope', (r) => r.length === 1);
    expect(await search(alice, 'spectrometer')).toEqual([]);

    await diary().delete(`/api/work-records/${record.id}`).set('Cookie', alice.cookie).expect(204);
    await eventually(alice, 'oscilloscope', (r) => r.length === 0);
    expect(await search(bob, 'oscilloscope')).toEqual([]);
  });

  it('finds text saved into a running session within 5 s, each save on its own', async () => {
    const running = (
      await diary()
        .post('/api/work-records')
        .set('Cookie', alice.cookie)
        .send({ startTime: new Date().toISOString(), isActive: true, endTime: null, date: '2026-11-21' })
        .expect(201)
    ).body as WorkRecord;
    try {
      await diary()
        .post('/api/work-notes')
        .set('Cookie', alice.cookie)
        .send({
          workRecordId: running.id,
          content: 'Looked into the login bug',
          clientId: crypto.randomUUID(),
        })
        .expect(201);
      const later = (
        await diary()
          .post('/api/work-notes')
          .set('Cookie', alice.cookie)
          .send({
            workRecordId: running.id,
            content: 'Found it in auth/normalize.ts: normalization of e-mail addresses',
            clientId: crypto.randomUUID(),
          })
          .expect(201)
      ).body;
      // Stemming kept: "normalize" finds the path and the word "normalization".
      await eventually(alice, 'normalize', (r) => r.some((x) => x.id === later.id), 5000);
    } finally {
      await diary()
        .patch(`/api/work-records/${running.id}`)
        .set('Cookie', alice.cookie)
        .send({ isActive: false, endTime: new Date().toISOString() })
        .expect(200);
    }
  });

  it("follows an edit and a delete of a stopped session's note within seconds", async () => {
    const record = await startRecord(alice);
    const note = (
      await diary()
        .post('/api/work-notes')
        .set('Cookie', alice.cookie)
        .send({ workRecordId: record.id, content: 'Tuned the carburettor' })
        .expect(201)
    ).body;
    await eventually(alice, 'carburettor', (r) => r.length === 1, 5000);
    await diary()
      .patch(`/api/work-notes/${note.id}`)
      .set('Cookie', alice.cookie)
      .send({ content: 'Tuned the gearbox' })
      .expect(200);
    await eventually(alice, 'gearbox', (r) => r.length === 1 && r[0].id === note.id, 5000);
    expect(await search(alice, 'carburettor')).toEqual([]);
    await diary().delete(`/api/work-notes/${note.id}`).set('Cookie', alice.cookie).expect(204);
    await eventually(alice, 'gearbox', (r) => r.length === 0, 5000);
  });

  it('indexes a summary stored on a record, found by its subject', async () => {
    const record = await startRecord(alice);
    await request(stack.urls.diary)
      .put(INTERNAL.recordSummary(alice.userId, record.id))
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .send({ subject: 'Telescope alignment', description: '- Aligned the mirrors\n- Logged the results' })
      .expect(200);
    await eventually(alice, 'telescope', (r) => r.some((x) => x.type === 'summary' && x.id === record.id));
    expect(await search(bob, 'telescope')).toEqual([]);
  });

  it('rebuilds a user’s index from the diary', async () => {
    const record = await startRecord(bob);
    await diary()
      .post('/api/work-notes')
      .set('Cookie', bob.cookie)
      .send({ workRecordId: record.id, content: 'Bob tuned the harpsichord' })
      .expect(201);
    await eventually(bob, 'harpsichord', (r) => r.length === 1);
    const res = await request(stack.urls.search)
      .post('/internal/reindex')
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .send({ userId: bob.userId })
      .expect(200);
    expect(res.body.removed).toBe(0);
    expect((await search(bob, 'harpsichord')).length).toBe(1);
  });
});
