import type { DayResponse, WorkRecord } from '@diary/contracts';
import { useTestSession } from '@diary/server-testing';
import { api, signIn, startSession, useDiary } from './support/diary-stack';

const iso = (s: string) => new Date(s).toISOString();

describe('work records', () => {
  const stack = useDiary();
  const alice = useTestSession(stack);
  const bob = useTestSession(stack);

  it('refuses calls without a session with 401', async () => {
    await api(stack).get('/api/work-records/active').expect(401);
    await api(stack)
      .post('/api/work-records')
      .send({ startTime: iso('2024-05-31T09:00Z'), isActive: true, date: '2024-05-31' })
      .expect(401);
  });

  it('answers the JSON text null when no session is active', async () => {
    const res = await api(stack).get('/api/work-records/active').set('Cookie', alice.cookie).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.text).toBe('null');
  });

  it('starts a session (201), ignores a userId in the body and reports it as active', async () => {
    const startTime = iso('2024-05-31T09:00:00Z');
    const res = await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send({ userId: bob.userId, startTime, isActive: true, date: '2024-05-31' })
      .expect(201);
    const record = res.body as WorkRecord;
    expect(record).toEqual({
      id: expect.any(String),
      userId: alice.userId,
      startTime,
      endTime: null,
      isActive: true,
      date: '2024-05-31',
      notes: [],
      summary: null,
      tags: [],
      projectId: null,
      description: null,
    });
    const active = await api(stack).get('/api/work-records/active').set('Cookie', alice.cookie).expect(200);
    expect(active.body).toEqual(record);
    const bobs = await api(stack).get('/api/work-records/active').set('Cookie', bob.cookie).expect(200);
    expect(bobs.text).toBe('null');
  });

  it('refuses a second active session with 409', async () => {
    await startSession(stack, alice);
    const res = await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send({ startTime: new Date().toISOString(), isActive: true, date: '2024-05-31' })
      .expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'A work session is already active.',
      error: 'Conflict',
    });
  });

  it('lets exactly one of two simultaneous starts win (one 201, one 409)', async () => {
    const start = () =>
      api(stack)
        .post('/api/work-records')
        .set('Cookie', alice.cookie)
        .send({ startTime: new Date().toISOString(), isActive: true, date: '2024-06-01' });
    for (let round = 0; round < 3; round++) {
      const user = round === 0 ? alice : await signIn(stack);
      const results = await Promise.all([0, 1, 2].map(() => start().set('Cookie', user.cookie)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    }
  });

  it('creates a finished custom session when isActive is false with an end time', async () => {
    const res = await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send({
        startTime: iso('2024-05-31T08:00Z'),
        endTime: iso('2024-05-31T09:30Z'),
        isActive: false,
        date: '2024-05-31',
      })
      .expect(201);
    expect(res.body).toMatchObject({ isActive: false, endTime: iso('2024-05-31T09:30Z') });
    // A finished session does not block starting one.
    await startSession(stack, alice);
  });

  it.each([
    [{ isActive: true, date: '2024-05-31' }, 'startTime is required.'],
    [
      { startTime: 'yesterday', isActive: true, date: '2024-05-31' },
      'startTime must be an ISO date-time, like 2024-05-31T09:30:00.000Z.',
    ],
    [
      { startTime: '2024-02-30T10:00:00Z', isActive: true, date: '2024-05-31' },
      'startTime must be an ISO date-time, like 2024-05-31T09:30:00.000Z.',
    ],
    [{ startTime: '2024-05-31T10:00:00Z', isActive: true }, 'date is required.'],
    [
      { startTime: '2024-05-31T10:00:00Z', isActive: true, date: '2024-02-30' },
      'date must be a real day written as yyyy-MM-dd, like 2024-05-31.',
    ],
    [
      { startTime: '2024-05-31T10:00:00Z', isActive: true, date: '31.05.2024' },
      'date must be a real day written as yyyy-MM-dd, like 2024-05-31.',
    ],
    [
      { startTime: '2024-05-31T10:00:00Z', isActive: 'yes', date: '2024-05-31' },
      'isActive must be true or false.',
    ],
    [
      {
        startTime: '2024-05-31T10:00:00Z',
        endTime: '2024-05-31T09:00:00Z',
        isActive: false,
        date: '2024-05-31',
      },
      'End time cannot be before start time.',
    ],
    [
      { startTime: '2024-05-31T10:00:00Z', isActive: false, date: '2024-05-31' },
      'A finished session needs an end time.',
    ],
    [
      {
        startTime: '2024-05-31T10:00:00Z',
        endTime: '2024-05-31T11:00:00Z',
        isActive: true,
        date: '2024-05-31',
      },
      'An active session cannot have an end time.',
    ],
  ])('refuses a bad start %j with 400 and a sentence', async (body, message) => {
    const res = await api(stack).post('/api/work-records').set('Cookie', alice.cookie).send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('refuses malformed JSON and a non-object body with 400', async () => {
    await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .set('Content-Type', 'application/json')
      .send('{"startTime":')
      .expect(400);
    const res = await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send([1, 2])
      .expect(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('stops a session with PATCH endTime + isActive false', async () => {
    const rec = await startSession(stack, alice, '2024-05-31', iso('2024-05-31T09:00Z'));
    const endTime = iso('2024-05-31T10:15Z');
    const res = await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ startTime: rec.startTime, endTime, isActive: false })
      .expect(200);
    expect(res.body).toMatchObject({ id: rec.id, isActive: false, endTime, startTime: rec.startTime });
    expect((await api(stack).get('/api/work-records/active').set('Cookie', alice.cookie)).text).toBe('null');
  });

  it('stops now when isActive false comes without an end time', async () => {
    const rec = await startSession(stack, alice, '2024-05-31', new Date(Date.now() - 60_000).toISOString());
    const res = await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ isActive: false })
      .expect(200);
    expect(res.body.isActive).toBe(false);
    expect(Math.abs(Date.parse(res.body.endTime) - Date.now())).toBeLessThan(5000);
  });

  it('edits the times of a finished session and adds the edit dialog note as a work note', async () => {
    const created = await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send({
        startTime: iso('2024-05-31T08:00Z'),
        endTime: iso('2024-05-31T09:00Z'),
        isActive: false,
        date: '2024-05-31',
      })
      .expect(201);
    const res = await api(stack)
      .patch(`/api/work-records/${created.body.id}`)
      .set('Cookie', alice.cookie)
      .send({
        startTime: iso('2024-05-31T07:30Z'),
        endTime: iso('2024-05-31T09:45Z'),
        note: '  fixed the build  ',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      startTime: iso('2024-05-31T07:30Z'),
      endTime: iso('2024-05-31T09:45Z'),
      isActive: false,
    });
    expect(res.body.notes).toEqual([
      expect.objectContaining({
        content: 'fixed the build',
        workRecordId: created.body.id,
        userId: alice.userId,
      }),
    ]);
    // A blank note adds nothing.
    const again = await api(stack)
      .patch(`/api/work-records/${created.body.id}`)
      .set('Cookie', alice.cookie)
      .send({ note: '   ' })
      .expect(200);
    expect(again.body.notes).toHaveLength(1);
  });

  it('refuses a PATCH that puts the end before the start with 400', async () => {
    const rec = await startSession(stack, alice, '2024-05-31', iso('2024-05-31T09:00Z'));
    const res = await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ endTime: iso('2024-05-31T08:00Z'), isActive: false })
      .expect(400);
    expect(res.body.message).toBe('End time cannot be before start time.');
    await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', alice.cookie)
      .send({ startTime: 'soon' })
      .expect(400);
  });

  it('refuses re-activating a session while another one is active with 409', async () => {
    const finished = await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send({
        startTime: iso('2024-05-31T08:00Z'),
        endTime: iso('2024-05-31T09:00Z'),
        isActive: false,
        date: '2024-05-31',
      })
      .expect(201);
    await startSession(stack, alice);
    const res = await api(stack)
      .patch(`/api/work-records/${finished.body.id}`)
      .set('Cookie', alice.cookie)
      .send({ isActive: true })
      .expect(409);
    expect(res.body.message).toBe('A work session is already active.');
  });

  it('resumes a finished session with isActive true (end time cleared) when none is active', async () => {
    const finished = await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send({
        startTime: iso('2024-05-31T08:00Z'),
        endTime: iso('2024-05-31T09:00Z'),
        isActive: false,
        date: '2024-05-31',
      })
      .expect(201);
    const res = await api(stack)
      .patch(`/api/work-records/${finished.body.id}`)
      .set('Cookie', alice.cookie)
      .send({ isActive: true })
      .expect(200);
    expect(res.body).toMatchObject({ isActive: true, endTime: null });
  });

  it('deletes a finished record with 204, and an active one after stopping it', async () => {
    const rec = await startSession(stack, alice, '2024-07-01');
    await api(stack).delete(`/api/work-records/${rec.id}`).set('Cookie', alice.cookie).expect(204);
    expect((await api(stack).get('/api/work-records/active').set('Cookie', alice.cookie)).text).toBe('null');
    const day = await api(stack).get('/api/work-records/2024-07-01').set('Cookie', alice.cookie).expect(200);
    expect(day.body).toEqual({ records: [], totalDuration: 0 });
    await api(stack).delete(`/api/work-records/${rec.id}`).set('Cookie', alice.cookie).expect(404);
    // The slot is free again.
    await startSession(stack, alice);
  });

  it("answers 404 for another user's record, and leaves it alone", async () => {
    const rec = await startSession(stack, alice, '2024-05-31', iso('2024-05-31T09:00Z'));
    const res = await api(stack)
      .patch(`/api/work-records/${rec.id}`)
      .set('Cookie', bob.cookie)
      .send({ isActive: false })
      .expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Work record not found.', error: 'Not Found' });
    await api(stack).delete(`/api/work-records/${rec.id}`).set('Cookie', bob.cookie).expect(404);
    const bobsDay = await api(stack)
      .get('/api/work-records/2024-05-31')
      .set('Cookie', bob.cookie)
      .expect(200);
    expect(bobsDay.body.records).toEqual([]);
    const active = await api(stack).get('/api/work-records/active').set('Cookie', alice.cookie).expect(200);
    expect(active.body).toMatchObject({ id: rec.id, isActive: true });
  });

  it('answers 404 (not 400 or 500) for ids that are not UUIDs', async () => {
    for (const id of ['123', 'not-a-uuid', "1'; DROP TABLE work_records;--"]) {
      const path = `/api/work-records/${encodeURIComponent(id)}`;
      await api(stack).patch(path).set('Cookie', alice.cookie).send({ isActive: false }).expect(404);
      await api(stack).delete(path).set('Cookie', alice.cookie).expect(404);
    }
  });

  it('refuses a bad day key in GET /api/work-records/:date with 400', async () => {
    for (const date of ['2024-13-01', '2024-02-30', 'today', '2024-5-1']) {
      const res = await api(stack).get(`/api/work-records/${date}`).set('Cookie', alice.cookie).expect(400);
      expect(res.body.message).toBe('The date must be a real day written as yyyy-MM-dd, like 2024-05-31.');
    }
  });

  it('lists the day sorted by start time with notes sorted by time, and totals whole minutes', async () => {
    const date = '2024-08-15';
    const post = (body: object) =>
      api(stack)
        .post('/api/work-records')
        .set('Cookie', alice.cookie)
        .send({ date, ...body })
        .expect(201);
    const late = await post({
      startTime: iso('2024-08-15T13:00:00Z'),
      endTime: iso('2024-08-15T14:30:59Z'),
      isActive: false,
    }); // 90 min
    const early = await post({
      startTime: iso('2024-08-15T08:00:00Z'),
      endTime: iso('2024-08-15T08:45:30Z'),
      isActive: false,
    }); // 45 min
    await post({
      startTime: iso('2024-08-16T08:00:00Z'),
      endTime: iso('2024-08-16T09:00:00Z'),
      isActive: false,
      date: '2024-08-16',
    });
    for (const [content, timestamp] of [
      ['second', '2024-08-15T08:30:00Z'],
      ['first', '2024-08-15T08:10:00Z'],
    ])
      await api(stack)
        .post('/api/work-notes')
        .set('Cookie', alice.cookie)
        .send({ workRecordId: early.body.id, content, timestamp })
        .expect(201);
    const res = await api(stack).get(`/api/work-records/${date}`).set('Cookie', alice.cookie).expect(200);
    const day = res.body as DayResponse;
    expect(day.records.map((r) => r.id)).toEqual([early.body.id, late.body.id]);
    expect(day.records[0].notes.map((n) => n.content)).toEqual(['first', 'second']);
    expect(day.records[1].notes).toEqual([]);
    expect(day.totalDuration).toBe(135);
  });

  it('counts an active record up to now in totalDuration', async () => {
    const date = '2024-09-01';
    await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send({ startTime: iso('2024-09-01T08:00Z'), endTime: iso('2024-09-01T08:10Z'), isActive: false, date })
      .expect(201);
    await startSession(stack, alice, date, new Date(Date.now() - 25 * 60_000 - 5000).toISOString());
    const res = await api(stack).get(`/api/work-records/${date}`).set('Cookie', alice.cookie).expect(200);
    expect(res.body.totalDuration).toBe(35);
    expect(res.body.records[1]).toMatchObject({ isActive: true, endTime: null });
  });
});
