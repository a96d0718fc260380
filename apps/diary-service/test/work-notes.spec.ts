import { NOTE_MAX_LENGTH, WorkNote, WorkRecord } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { type TestSession, useTestSession } from '@diary/server-testing';
import { api, IndexQueueReader, startSession, useDiary } from './support/diary-stack';

describe('work notes', () => {
  const stack = useDiary();
  const alice = useTestSession(stack);
  const bob = useTestSession(stack);

  it('adds a note with workRecordId (201) and shows it on the day', async () => {
    const rec = await startSession(stack, alice, '2024-05-31');
    const timestamp = '2024-05-31T09:15:00.000Z';
    const res = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ userId: bob.userId, workRecordId: rec.id, content: 'Wrote the migration', timestamp })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      userId: alice.userId,
      content: 'Wrote the migration',
      timestamp,
      updatedAt: timestamp,
      workRecordId: rec.id,
    });
    const day = await api(stack).get('/api/work-records/2024-05-31').set('Cookie', alice.cookie).expect(200);
    expect(day.body.records[0].notes).toEqual([res.body]);
  });

  it("adds a note with the Sessions screen's recordId spelling, timestamped now when none is given", async () => {
    const rec = await startSession(stack, alice);
    const res = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ recordId: rec.id, content: 'from sessions' })
      .expect(201);
    const note = res.body as WorkNote;
    expect(note.workRecordId).toBe(rec.id);
    expect(Math.abs(Date.parse(note.timestamp) - Date.now())).toBeLessThan(5000);
  });

  it('adds notes to a finished record too', async () => {
    const rec = await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send({
        startTime: '2024-05-31T08:00:00Z',
        endTime: '2024-05-31T09:00:00Z',
        isActive: false,
        date: '2024-05-31',
      })
      .expect(201);
    await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: rec.body.id, content: 'later thought' })
      .expect(201);
  });

  it('updates a note with PATCH (200) and keeps its record and time', async () => {
    const rec = await startSession(stack, alice);
    const created = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: rec.id, content: 'draft 1' })
      .expect(201);
    const res = await api(stack)
      .patch(`/api/work-notes/${created.body.id}`)
      .set('Cookie', alice.cookie)
      .send({ content: 'draft 2' })
      .expect(200);
    expect(res.body).toEqual({ ...created.body, content: 'draft 2', updatedAt: expect.any(String) });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(created.body.updatedAt));
    const day = await api(stack).get(`/api/work-records/${rec.date}`).set('Cookie', alice.cookie).expect(200);
    expect(day.body.records[0].notes[0].content).toBe('draft 2');
  });

  it.each([
    [{ content: 'x' }, 400, 'workRecordId is required.'],
    [{ workRecordId: 'RECORD', content: '   ' }, 400, 'content must not be empty.'],
    [{ workRecordId: 'RECORD' }, 400, 'content is required.'],
    [{ workRecordId: 'RECORD', content: 42 }, 400, 'content must be text.'],
    [
      { workRecordId: 'RECORD', content: 'x', timestamp: 'noon' },
      400,
      'timestamp must be an ISO date-time, like 2024-05-31T09:30:00.000Z.',
    ],
    [
      { workRecordId: 'RECORD', content: 'x'.repeat(NOTE_MAX_LENGTH + 1) },
      400,
      'content can be at most 100,000 characters long.',
    ],
    [{ workRecordId: 'not-a-uuid', content: 'x' }, 404, 'Work record not found.'],
    [{ workRecordId: '00000000-0000-4000-8000-000000000000', content: 'x' }, 404, 'Work record not found.'],
  ])('refuses %j', async (body, status, message) => {
    const rec = await startSession(stack, alice);
    const payload = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, v === 'RECORD' ? rec.id : v]),
    );
    const res = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send(payload)
      .expect(status);
    expect(res.body.message).toBe(message);
  });

  it('accepts a note of exactly the maximum length', async () => {
    const rec = await startSession(stack, alice);
    await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: rec.id, content: 'é'.repeat(NOTE_MAX_LENGTH) })
      .expect(201);
  });

  it("answers 404 when adding to or editing another user's record or note", async () => {
    const rec = await startSession(stack, alice);
    const note = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: rec.id, content: 'mine' })
      .expect(201);
    const add = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', bob.cookie)
      .send({ workRecordId: rec.id, content: 'theirs' })
      .expect(404);
    expect(add.body.message).toBe('Work record not found.');
    const edit = await api(stack)
      .patch(`/api/work-notes/${note.body.id}`)
      .set('Cookie', bob.cookie)
      .send({ content: 'theirs' })
      .expect(404);
    expect(edit.body.message).toBe('Work note not found.');
    const day = await api(stack).get(`/api/work-records/${rec.date}`).set('Cookie', alice.cookie).expect(200);
    expect(day.body.records[0].notes.map((n: WorkNote) => n.content)).toEqual(['mine']);
  });

  it('answers 404 for a note id that is not a UUID, and 400 for blank new content', async () => {
    await api(stack)
      .patch('/api/work-notes/42')
      .set('Cookie', alice.cookie)
      .send({ content: 'x' })
      .expect(404);
    const rec = await startSession(stack, alice);
    const note = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: rec.id, content: 'a' })
      .expect(201);
    const res = await api(stack)
      .patch(`/api/work-notes/${note.body.id}`)
      .set('Cookie', alice.cookie)
      .send({ content: '' })
      .expect(400);
    expect(res.body.message).toBe('content must not be empty.');
  });

  it("deletes a record's notes with it", async () => {
    const rec = await startSession(stack, alice, '2024-10-10');
    const note = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: rec.id, content: 'gone soon' })
      .expect(201);
    await api(stack).delete(`/api/work-records/${rec.id}`).set('Cookie', alice.cookie).expect(204);
    await api(stack)
      .patch(`/api/work-notes/${note.body.id}`)
      .set('Cookie', alice.cookie)
      .send({ content: 'x' })
      .expect(404);
  });
  describe('with a clientId (notes saved offline and sent again)', () => {
    const clientId = () => crypto.randomUUID();

    it('answers a repeat 200 with the first note and adds nothing', async () => {
      const rec = await startSession(stack, alice, '2024-11-02');
      const id = clientId();
      const body = {
        workRecordId: rec.id,
        content: 'written on the train',
        timestamp: '2024-11-02T07:40:00.000Z',
        clientId: id,
      };
      const first = await api(stack)
        .post('/api/work-notes')
        .set('Cookie', alice.cookie)
        .send(body)
        .expect(201);
      const again = await api(stack)
        .post('/api/work-notes')
        .set('Cookie', alice.cookie)
        .send({ ...body, content: 'a different text' })
        .expect(200);
      expect(again.body).toEqual(first.body);
      const day = await api(stack)
        .get('/api/work-records/2024-11-02')
        .set('Cookie', alice.cookie)
        .expect(200);
      expect(day.body.records[0].notes).toEqual([first.body]);
    });

    it('adds each of several copies sent at once exactly once', async () => {
      const rec = await startSession(stack, alice, '2024-11-03');
      const id = clientId();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          api(stack)
            .post('/api/work-notes')
            .set('Cookie', alice.cookie)
            .send({ workRecordId: rec.id, content: 'once', clientId: id }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      const day = await api(stack)
        .get('/api/work-records/2024-11-03')
        .set('Cookie', alice.cookie)
        .expect(200);
      expect(day.body.records[0].notes).toHaveLength(1);
    });

    it("keeps each user's clientIds apart, and different clientIds make different notes", async () => {
      const id = clientId();
      const a = await startSession(stack, alice, '2024-11-04');
      const b = await startSession(stack, bob, '2024-11-04');
      const mine = await api(stack)
        .post('/api/work-notes')
        .set('Cookie', alice.cookie)
        .send({ workRecordId: a.id, content: 'alice', clientId: id })
        .expect(201);
      // Bob's note with the same clientId is his own; he never sees Alice's.
      const his = await api(stack)
        .post('/api/work-notes')
        .set('Cookie', bob.cookie)
        .send({ workRecordId: b.id, content: 'bob', clientId: id })
        .expect(201);
      expect(his.body.id).not.toBe(mine.body.id);
      expect(his.body.content).toBe('bob');
      await api(stack)
        .post('/api/work-notes')
        .set('Cookie', alice.cookie)
        .send({ workRecordId: a.id, content: 'second', clientId: clientId() })
        .expect(201);
      const day = await api(stack)
        .get('/api/work-records/2024-11-04')
        .set('Cookie', alice.cookie)
        .expect(200);
      expect(day.body.records[0].notes.map((n: WorkNote) => n.content).sort()).toEqual(['alice', 'second']);
    });

    it('refuses a clientId that is not a UUID with a readable 400', async () => {
      const rec = await startSession(stack, alice);
      const res = await api(stack)
        .post('/api/work-notes')
        .set('Cookie', alice.cookie)
        .send({ workRecordId: rec.id, content: 'x', clientId: 'not-a-uuid' })
        .expect(400);
      expect(res.body.message).toMatch(/clientId must be a UUID/);
    });
  });

  describe('edited and deleted at any time, saved by one path', () => {
    async function stoppedRecord(who: TestSession, date: string) {
      const res = await api(stack)
        .post('/api/work-records')
        .set('Cookie', who.cookie)
        .send({
          startTime: `${date}T08:00:00Z`,
          endTime: `${date}T09:00:00Z`,
          isActive: false,
          date,
        })
        .expect(201);
      return res.body as WorkRecord;
    }
    const addNote = (who: TestSession, workRecordId: string, content: string) =>
      api(stack)
        .post('/api/work-notes')
        .set('Cookie', who.cookie)
        .send({ workRecordId, content })
        .expect(201);
    const dayOf = async (who: TestSession, date: string) =>
      (await api(stack).get(`/api/work-records/${date}`).set('Cookie', who.cookie).expect(200)).body
        .records as WorkRecord[];

    it("keeps every word when two clients save into one running session's notes at once", async () => {
      const rec = await startSession(stack, alice, '2024-12-01');
      // The same account signed in twice: two devices writing into one session.
      const laptop = alice.cookie;
      const phone = alice.cookie;
      const words = Array.from({ length: 40 }, (_, i) => `word${i}`);
      const answers = await Promise.all(
        words.map((w, i) =>
          api(stack)
            .post('/api/work-notes')
            .set('Cookie', i % 2 ? laptop : phone)
            .send({ workRecordId: rec.id, content: w, clientId: crypto.randomUUID() }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(words.map(() => 201));
      const [day] = await dayOf(alice, '2024-12-01');
      expect(day.notes.map((n) => n.content).sort()).toEqual([...words].sort());
    });

    it('keeps every note when several are added at once to a session that has a summary', async () => {
      // Each note marks the summary stale: concurrent adds must queue on the record, not deadlock
      // (a deadlock is detected after a second and answered 500; the fault drills met it).
      const rec = await stoppedRecord(alice, '2024-12-04');
      await api(stack)
        .put(INTERNAL.recordSummary(alice.userId, rec.id))
        .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
        .send({ subject: 'Summarised', description: '- summarised' })
        .expect(200);
      const words = Array.from({ length: 12 }, (_, i) => `late${i}`);
      const answers = await Promise.all(
        words.map((w, i) =>
          api(stack)
            .post('/api/work-notes')
            .set('Cookie', alice.cookie)
            .send({ workRecordId: rec.id, content: w, ...(i % 2 ? { clientId: crypto.randomUUID() } : {}) }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(words.map(() => 201));
      const [day] = await dayOf(alice, '2024-12-04');
      expect(day.notes.map((n) => n.content).sort()).toEqual([...words].sort());
      expect(day.summaryStale).toBe(true);
    });

    it('keeps Markdown verbatim, HTML and all', async () => {
      const rec = await startSession(stack, alice, '2024-12-02');
      const markdown = [
        '# Heading',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '- [ ] open task',
        '- [x] done ~~old~~ https://example.com',
        '',
        '```ts',
        'const x = 1;  ',
        '```',
        '<img src=x onerror="alert(1)"> [bad](javascript:alert(1))',
        '',
      ].join('\n');
      const note = await addNote(alice, rec.id, markdown);
      expect(note.body.content).toBe(markdown);
      const [day] = await dayOf(alice, '2024-12-02');
      expect(day.notes[0].content).toBe(markdown);
    });

    it("edits a stopped session's note (shown as edited) and marks its summary stale", async () => {
      const rec = await stoppedRecord(alice, '2024-12-03');
      const note = (await addNote(alice, rec.id, 'first take')).body as WorkNote;
      // Never edited: updatedAt is when it was written.
      expect(note.updatedAt).toBe(note.timestamp);
      await api(stack)
        .put(INTERNAL.recordSummary(alice.userId, rec.id))
        .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
        .send({ subject: 'Took a first take', description: '- first take' })
        .expect(200);
      expect((await dayOf(alice, '2024-12-03'))[0].summaryStale).toBeUndefined();

      const edited = await api(stack)
        .patch(`/api/work-notes/${note.id}`)
        .set('Cookie', alice.cookie)
        .send({ content: 'second take' })
        .expect(200);
      expect(Date.parse(edited.body.updatedAt)).toBeGreaterThan(Date.parse(note.timestamp));
      const [day] = await dayOf(alice, '2024-12-03');
      expect(day.notes).toEqual([edited.body]);
      expect(day.summaryStale).toBe(true);

      // A summary written again is fresh.
      await api(stack)
        .put(INTERNAL.recordSummary(alice.userId, rec.id))
        .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
        .send({ subject: 'Took a second take', description: '- second take' })
        .expect(200);
      expect((await dayOf(alice, '2024-12-03'))[0].summaryStale).toBeUndefined();
    });

    it("deletes a stopped session's note with 204, then it is gone (404 after)", async () => {
      const rec = await stoppedRecord(alice, '2024-12-04');
      const keep = (await addNote(alice, rec.id, 'keep me')).body as WorkNote;
      const drop = (await addNote(alice, rec.id, 'drop me')).body as WorkNote;
      await api(stack).delete(`/api/work-notes/${drop.id}`).set('Cookie', alice.cookie).expect(204);
      const [day] = await dayOf(alice, '2024-12-04');
      expect(day.notes.map((n) => n.id)).toEqual([keep.id]);
      const again = await api(stack)
        .delete(`/api/work-notes/${drop.id}`)
        .set('Cookie', alice.cookie)
        .expect(404);
      expect(again.body.message).toBe('Work note not found.');
    });

    it("answers 404 to deleting another user's note, or an id that is not one, and keeps the note", async () => {
      const rec = await stoppedRecord(alice, '2024-12-05');
      const note = (await addNote(alice, rec.id, 'only mine')).body as WorkNote;
      const res = await api(stack).delete(`/api/work-notes/${note.id}`).set('Cookie', bob.cookie).expect(404);
      expect(res.body.message).toBe('Work note not found.');
      await api(stack).delete('/api/work-notes/42').set('Cookie', alice.cookie).expect(404);
      const [day] = await dayOf(alice, '2024-12-05');
      expect(day.notes.map((n) => n.content)).toEqual(['only mine']);
    });

    it('queues the search index update of an edit and of a delete', async () => {
      const index = new IndexQueueReader(stack);
      try {
        const rec = await stoppedRecord(alice, '2024-12-06');
        const note = (await addNote(alice, rec.id, 'indexed then gone')).body as WorkNote;
        await api(stack)
          .patch(`/api/work-notes/${note.id}`)
          .set('Cookie', alice.cookie)
          .send({ content: 'indexed, edited' })
          .expect(200);
        await index.waitFor(
          (j) => j.kind === 'note.upsert' && j.noteId === note.id && j.content === 'indexed, edited',
        );
        await api(stack).delete(`/api/work-notes/${note.id}`).set('Cookie', alice.cookie).expect(204);
        const del = await index.waitFor((j) => j.kind === 'note.delete' && j.noteId === note.id);
        expect(del).toEqual({
          kind: 'note.delete',
          version: expect.any(Number),
          userId: alice.userId,
          noteId: note.id,
        });
      } finally {
        await index.close();
      }
    });
  });
});
