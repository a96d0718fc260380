// Hostile input against every diary route (work-records, work-notes, draft-notes, calendar): bodies,
// paths and raw bytes of every wrong kind, and user B's real ids in user A's hands. Never a 5xx,
// always the JSON error shape with a sentence, nothing stored that breaks the rules, and user B's
// records, notes, drafts and calendar exactly as they were.
import fc from 'fast-check';
import request from 'supertest';
import { isDayKey, WorkRecord } from '@diary/contracts';
import {
  expectCleanAnswer,
  hostileBody,
  hostilePathSegment,
  hostileTime,
  hostileValue,
  prototypeIsPolluted,
  RAW_BODIES,
  TestSession,
  useTestSession,
  useTestStack,
} from '@diary/server-testing';
import { createApp } from '../src/app';

const RUNS = { numRuns: 100 };
const B_DAYS = ['2024-05-31', '2024-06-01'];

const dayKey = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const instant = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const someDay = fc.oneof(
  { weight: 3, arbitrary: dayKey },
  { weight: 1, arbitrary: fc.constantFrom(...B_DAYS) },
  { weight: 2, arbitrary: hostileValue(500) },
);
const someTime = fc.oneof(
  { weight: 3, arbitrary: instant },
  { weight: 2, arbitrary: hostileTime() },
  { weight: 1, arbitrary: hostileValue(500) },
);
const flag = fc.oneof(fc.boolean(), hostileValue(100));

describe('diary service under hostile input', () => {
  const stack = useTestStack({ diary: createApp });
  const a = useTestSession(stack, 'all');
  const b = useTestSession(stack, 'all');
  const bIds = { records: [] as string[], notes: [] as string[] };
  const aRecordIds: string[] = [];
  const api = () => request(stack.urls.diary);

  async function snapshotB() {
    const as = (path: string) =>
      api()
        .get(path)
        .set('Cookie', b.cookie)
        .expect(200)
        .then((r) => r.body as unknown);
    return {
      days: await Promise.all(B_DAYS.map((d) => as(`/api/work-records/${d}`))),
      active: await as('/api/work-records/active'),
      drafts: await Promise.all(B_DAYS.map((d) => as(`/api/draft-notes/${d}`))),
      calendar: await as('/api/calendar/2024/5'),
    };
  }
  let before: Awaited<ReturnType<typeof snapshotB>>;

  /** An id where one goes: B's real ones, A's own, random UUIDs, or hostile text. */
  const someId = () =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...bIds.records, ...bIds.notes) },
      { weight: 1, arbitrary: fc.constantFrom(...aRecordIds) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: hostileValue(200) },
    );
  const somePathId = () =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...bIds.records, ...bIds.notes) },
      { weight: 1, arbitrary: fc.constantFrom(...aRecordIds) },
      { weight: 2, arbitrary: hostilePathSegment() },
    );

  beforeAll(async () => {
    const as = (s: TestSession) => ({
      post: (path: string, body: object) => api().post(path).set('Cookie', s.cookie).send(body),
    });
    const finished = (
      await as(b)
        .post('/api/work-records', {
          date: B_DAYS[0],
          startTime: '2024-05-31T08:00:00Z',
          endTime: '2024-05-31T10:00:00Z',
          isActive: false,
        })
        .expect(201)
    ).body as WorkRecord;
    const active = (
      await as(b)
        .post('/api/work-records', { date: B_DAYS[1], startTime: new Date().toISOString(), isActive: true })
        .expect(201)
    ).body as WorkRecord;
    bIds.records.push(finished.id, active.id);
    for (const record of [finished, active]) {
      const note = await as(b)
        .post('/api/work-notes', { workRecordId: record.id, content: `B's note on ${record.date}` })
        .expect(201);
      bIds.notes.push(note.body.id as string);
    }
    await as(b).post('/api/draft-notes', { date: B_DAYS[0], content: 'B draft' }).expect(200);
    const mine = (
      await as(a)
        .post('/api/work-records', {
          date: B_DAYS[0],
          startTime: '2024-05-31T08:00:00Z',
          endTime: '2024-05-31T09:00:00Z',
          isActive: false,
        })
        .expect(201)
    ).body as WorkRecord;
    aRecordIds.push(mine.id);
    before = await snapshotB();
  });

  it('POST /api/work-records: 201 with a record that keeps the rules, or a clean 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileBody(['startTime', 'endTime', 'isActive', 'date'], {
          startTime: someTime,
          endTime: fc.oneof(someTime, fc.constant(null)),
          isActive: flag,
          date: someDay,
        }),
        async (body) => {
          const res = await api()
            .post('/api/work-records')
            .set('Cookie', a.cookie)
            .send(body as object);
          expectCleanAnswer(res, `POST /api/work-records ${JSON.stringify(body).slice(0, 300)}`);
          if (res.status === 201) {
            const record = res.body as WorkRecord;
            expect(record.userId).toBe(a.userId);
            expect(isDayKey(record.date)).toBe(true);
            if (record.endTime)
              expect(Date.parse(record.endTime)).toBeGreaterThanOrEqual(Date.parse(record.startTime));
            expect(record.isActive).toBe(record.endTime === null);
            // Remove an active one again (it may start in the future), so the next run can start one too.
            if (record.isActive)
              await api().delete(`/api/work-records/${record.id}`).set('Cookie', a.cookie).expect(204);
            else aRecordIds.push(record.id);
          }
        },
      ),
      RUNS,
    );
  }, 60000);

  it('PATCH and DELETE /api/work-records/:id: B’s ids answer 404, anything else 200/204 or a clean 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        somePathId(),
        hostileBody(['startTime', 'endTime', 'isActive', 'note'], {
          startTime: someTime,
          endTime: fc.oneof(someTime, fc.constant(null)),
          isActive: flag,
        }),
        fc.constantFrom('patch', 'delete'),
        async (id, body, method) => {
          const request = api();
          const res = await request[method as 'patch'](`/api/work-records/${id}`)
            .set('Cookie', a.cookie)
            .send(body as object);
          expectCleanAnswer(
            res,
            `${method.toUpperCase()} /api/work-records/${id.slice(0, 80)} ${JSON.stringify(body).slice(0, 300)}`,
          );
          // B's ids: 404 as if missing (400 when the body itself is refused first), never a change.
          if (bIds.records.includes(id) || bIds.notes.includes(id)) expect([400, 404]).toContain(res.status);
          if (res.status === 200) {
            const record = res.body as WorkRecord;
            expect(record.userId).toBe(a.userId);
            if (record.endTime)
              expect(Date.parse(record.endTime)).toBeGreaterThanOrEqual(Date.parse(record.startTime));
          }
        },
      ),
      RUNS,
    );
  }, 60000);

  it('POST and PATCH /api/work-notes: notes never land on B’s records or change B’s notes', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileBody(['workRecordId', 'recordId', 'content', 'timestamp'], {
          workRecordId: someId(),
          recordId: someId(),
          timestamp: someTime,
        }),
        somePathId(),
        hostileBody(['content']),
        async (createBody, noteId, patchBody) => {
          const created = await api()
            .post('/api/work-notes')
            .set('Cookie', a.cookie)
            .send(createBody as object);
          expectCleanAnswer(created, `POST /api/work-notes ${JSON.stringify(createBody).slice(0, 300)}`);
          if (created.status === 201) {
            expect(created.body.userId).toBe(a.userId);
            expect(bIds.records).not.toContain(created.body.workRecordId);
          }
          const patched = await api()
            .patch(`/api/work-notes/${noteId}`)
            .set('Cookie', a.cookie)
            .send(patchBody as object);
          expectCleanAnswer(
            patched,
            `PATCH /api/work-notes/${noteId.slice(0, 80)} ${JSON.stringify(patchBody).slice(0, 300)}`,
          );
          if (bIds.notes.includes(noteId)) expect([400, 404]).toContain(patched.status);
        },
      ),
      RUNS,
    );
  }, 60000);

  it('draft-notes: POST any body, GET and DELETE any date, answer 2xx or a clean 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileBody(['date', 'content'], { date: someDay }),
        hostilePathSegment(),
        async (body, date) => {
          const saved = await api()
            .post('/api/draft-notes')
            .set('Cookie', a.cookie)
            .send(body as object);
          expectCleanAnswer(saved, `POST /api/draft-notes ${JSON.stringify(body).slice(0, 300)}`);
          for (const method of ['get', 'delete'] as const) {
            const res = await api()[method](`/api/draft-notes/${date}`).set('Cookie', a.cookie);
            expectCleanAnswer(res, `${method.toUpperCase()} /api/draft-notes/${date.slice(0, 80)}`);
          }
          for (const day of B_DAYS) {
            // A deleting "B's" day deletes A's own draft of that day, never B's.
            const res = await api().delete(`/api/draft-notes/${day}`).set('Cookie', a.cookie);
            expect(res.status).toBe(204);
          }
        },
      ),
      RUNS,
    );
  }, 60000);

  it('GET /api/work-records/:date and /api/calendar/:year/:month with any path answer 200 or a clean 4xx', async () => {
    const number = fc.oneof(
      fc.integer({ min: -100000, max: 100000 }).map(String),
      fc.constantFrom('2024', '05', '5', '1e3', '0x10', '2024.5', ' 5'),
    );
    await fc.assert(
      fc.asyncProperty(
        hostilePathSegment(),
        fc.oneof(number, hostilePathSegment()),
        fc.oneof(number, hostilePathSegment()),
        async (date, year, month) => {
          const day = await api().get(`/api/work-records/${date}`).set('Cookie', a.cookie);
          expectCleanAnswer(day, `GET /api/work-records/${date.slice(0, 80)}`);
          if (day.status === 200)
            expect((day.body.records as WorkRecord[]).every((r) => r.userId === a.userId)).toBe(true);
          const cal = await api().get(`/api/calendar/${year}/${month}`).set('Cookie', a.cookie);
          expectCleanAnswer(cal, `GET /api/calendar/${year.slice(0, 40)}/${month.slice(0, 40)}`);
        },
      ),
      RUNS,
    );
  }, 60000);

  it('raw bodies that are not JSON objects answer a clean 4xx on every write route', async () => {
    const routes: Array<['post' | 'patch', string]> = [
      ['post', '/api/work-records'],
      ['patch', `/api/work-records/${aRecordIds[0]}`],
      ['post', '/api/work-notes'],
      ['patch', `/api/work-notes/${bIds.notes[0]}`],
      ['post', '/api/draft-notes'],
    ];
    for (const [method, path] of routes) {
      for (const raw of RAW_BODIES) {
        const request = api();
        const res = await request[method](path)
          .set('Cookie', a.cookie)
          .set('Content-Type', 'application/json')
          .send(raw);
        expectCleanAnswer(res, `${method.toUpperCase()} ${path} raw ${JSON.stringify(raw.slice(0, 40))}`);
      }
    }
  }, 60000);

  it('refuses every route without a session with a clean 401', async () => {
    for (const [method, path] of [
      ['get', '/api/work-records/active'],
      ['get', `/api/work-records/${B_DAYS[0]}`],
      ['post', '/api/work-records'],
      ['patch', `/api/work-records/${bIds.records[0]}`],
      ['delete', `/api/work-records/${bIds.records[0]}`],
      ['post', '/api/work-notes'],
      ['patch', `/api/work-notes/${bIds.notes[0]}`],
      ['get', `/api/draft-notes/${B_DAYS[0]}`],
      ['post', '/api/draft-notes'],
      ['delete', `/api/draft-notes/${B_DAYS[0]}`],
      ['get', '/api/calendar/2024/5'],
    ] as const) {
      const res = await api()[method](path).send({ userId: b.userId });
      expectCleanAnswer(res, `${method} ${path}`);
      expect(res.status).toBe(401);
    }
  });

  it('left user B exactly as it was, and no prototype polluted', async () => {
    expect(await snapshotB()).toEqual(before);
    expect(prototypeIsPolluted()).toBe(false);
  });
});
