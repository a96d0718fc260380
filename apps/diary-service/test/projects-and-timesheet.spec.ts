// Timesheets (contract "Timesheets"): projects with client, rate, currency and colour, scoped to
// their user; sessions carry one; GET /api/timesheet writes descriptions from summaries and notes,
// counts minutes as GET /api/stats does, prices them to the cent and prefixes CSV formula cells;
// discarding the time away from a running session leaves the right minutes.
import { type Project, type StatsResponse, type TimesheetResponse, type WorkRecord } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { startTestStack, type TestSession, type TestStack } from '@diary/server-testing';
import { createApp as createAuthApp } from '../../auth-service/src/app';
import { createApp } from '../src/app';
import { api, signIn } from './support/diary-stack';

describe('projects and timesheets', () => {
  let stack: TestStack;
  let alice: TestSession;
  let bob: TestSession;

  beforeAll(async () => {
    // The timesheet bills with the user's settings, which the auth service keeps.
    stack = await startTestStack({ auth: createAuthApp, diary: createApp });
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(async () => {
    alice = await signIn(stack);
    bob = await signIn(stack);
  });

  const project = async (user: TestSession, body: Record<string, unknown>): Promise<Project> =>
    (await api(stack).post('/api/projects').set('Cookie', user.cookie).send(body).expect(201))
      .body as Project;
  const record = async (user: TestSession, body: Record<string, unknown>): Promise<WorkRecord> =>
    (await api(stack).post('/api/work-records').set('Cookie', user.cookie).send(body).expect(201))
      .body as WorkRecord;
  const timesheet = async (user: TestSession, query: string): Promise<TimesheetResponse> =>
    (await api(stack).get(`/api/timesheet?${query}`).set('Cookie', user.cookie).expect(200))
      .body as TimesheetResponse;
  const stats = async (user: TestSession, from: string, to: string): Promise<StatsResponse> =>
    (await api(stack).get(`/api/stats?from=${from}&to=${to}`).set('Cookie', user.cookie).expect(200))
      .body as StatsResponse;

  it('creates, lists, changes and deletes a project; its sessions keep their time', async () => {
    const p = await project(alice, {
      name: '  Website ',
      client: 'Acme',
      hourlyRate: 85.5,
      currency: 'EUR',
      color: '#1E88E5',
    });
    expect(p).toEqual({
      id: expect.any(String),
      name: 'Website',
      client: 'Acme',
      hourlyRate: 85.5,
      currency: 'EUR',
      color: '#1e88e5',
    });
    const list = await api(stack).get('/api/projects').set('Cookie', alice.cookie).expect(200);
    expect(list.body).toEqual([p]);
    const changed = await api(stack)
      .patch(`/api/projects/${p.id}`)
      .set('Cookie', alice.cookie)
      .send({ client: null, hourlyRate: 0 })
      .expect(200);
    expect(changed.body).toMatchObject({ name: 'Website', client: null, hourlyRate: 0, currency: 'EUR' });
    const rec = await record(alice, {
      date: '2024-05-31',
      startTime: '2024-05-31T09:00:00Z',
      endTime: '2024-05-31T10:00:00Z',
      projectId: p.id,
    });
    expect(rec.projectId).toBe(p.id);
    await api(stack)
      .post('/api/projects')
      .set('Cookie', alice.cookie)
      .send({ name: 'website', color: '#000000' })
      .expect(409, {
        statusCode: 409,
        message: 'You already have a project named "website".',
        error: 'Conflict',
      });
    await api(stack).delete(`/api/projects/${p.id}`).set('Cookie', alice.cookie).expect(204);
    await api(stack).get(`/api/projects/${p.id}`).set('Cookie', alice.cookie).expect(404);
    const day = await api(stack).get('/api/work-records/2024-05-31').set('Cookie', alice.cookie).expect(200);
    expect(day.body.records[0]).toMatchObject({
      id: rec.id,
      projectId: null,
      endTime: '2024-05-31T10:00:00.000Z',
    });
  });

  it.each([
    [{ name: 'X', color: '#123456', hourlyRate: -1, currency: 'EUR' }, 'hourlyRate must be a number from 0'],
    [{ name: 'X', color: '#123456', hourlyRate: 10.005, currency: 'EUR' }, 'at most two decimals'],
    [{ name: 'X', color: '#123456', hourlyRate: '10', currency: 'EUR' }, 'hourlyRate must be a number'],
    [{ name: 'X', color: '#123456', hourlyRate: 10, currency: 'XYZ' }, 'currency must be an ISO 4217 code'],
    [{ name: 'X', color: '#123456', hourlyRate: 10, currency: 'eur' }, 'currency must be an ISO 4217 code'],
    [{ name: 'X', color: '#123456', hourlyRate: 10 }, 'currency is needed with an hourly rate'],
    [{ name: '   ', color: '#123456' }, 'name must not be empty'],
    [{ name: 'X', color: 'blue' }, 'color must be written #rrggbb'],
    [{ name: 'X' }, 'color is required'],
  ])('refuses %j with a readable 400', async (body, message) => {
    const res = await api(stack).post('/api/projects').set('Cookie', alice.cookie).send(body).expect(400);
    expect(res.body.message).toContain(message);
  });

  it.each([
    [{ name: '   ' }, 'name must not be empty'],
    [{ color: 'blue' }, 'color must be written #rrggbb'],
    [{ currency: 'eur' }, 'currency must be an ISO 4217 code'],
    [{ hourlyRate: 10.005 }, 'at most two decimals'],
  ])('refuses a change %j with the same readable 400 as a new project', async (body, message) => {
    const p = await project(alice, { name: 'Docs', color: '#123456', hourlyRate: 10, currency: 'EUR' });
    const res = await api(stack)
      .patch(`/api/projects/${p.id}`)
      .set('Cookie', alice.cookie)
      .send(body)
      .expect(400);
    expect(res.body.message).toContain(message);
  });

  it('changes only the fields a change sends, trimmed as when created', async () => {
    const p = await project(alice, { name: 'Docs', color: '#123456' });
    const res = await api(stack)
      .patch(`/api/projects/${p.id}`)
      .set('Cookie', alice.cookie)
      .send({ name: '  Handbook ' })
      .expect(200);
    expect(res.body).toEqual({ ...p, name: 'Handbook' });
  });

  it("answers 404 for another user's project, everywhere it can be named", async () => {
    const p = await project(alice, { name: 'Secret', color: '#123456' });
    await api(stack).get(`/api/projects/${p.id}`).set('Cookie', bob.cookie).expect(404);
    await api(stack)
      .patch(`/api/projects/${p.id}`)
      .set('Cookie', bob.cookie)
      .send({ name: 'Mine' })
      .expect(404);
    await api(stack).delete(`/api/projects/${p.id}`).set('Cookie', bob.cookie).expect(404);
    await api(stack).get('/api/projects/not-a-uuid').set('Cookie', bob.cookie).expect(404);
    expect((await api(stack).get('/api/projects').set('Cookie', bob.cookie).expect(200)).body).toEqual([]);
    const start = { date: '2024-05-31', startTime: '2024-05-31T09:00:00Z', projectId: p.id };
    await api(stack)
      .post('/api/work-records')
      .set('Cookie', bob.cookie)
      .send(start)
      .expect(404, { statusCode: 404, message: 'Project not found.', error: 'Not Found' });
    const own = await record(bob, { date: '2024-05-31', startTime: '2024-05-31T09:00:00Z' });
    await api(stack)
      .patch(`/api/work-records/${own.id}`)
      .set('Cookie', bob.cookie)
      .send({ projectId: p.id })
      .expect(404);
    await api(stack)
      .get(`/api/timesheet?from=2024-05-01&to=2024-05-31&projectId=${p.id}`)
      .set('Cookie', bob.cookie)
      .expect(404);
    expect(
      (await api(stack).get(`/api/projects/${p.id}`).set('Cookie', alice.cookie).expect(200)).body.name,
    ).toBe('Secret');
  });

  it('writes rows from summaries and first note lines, prices them to the cent and totals per project and client, with the minutes of /api/stats', async () => {
    const web = await project(alice, {
      name: 'Website',
      client: 'Acme',
      hourlyRate: 85.5,
      currency: 'EUR',
      color: '#1e88e5',
    });
    const app = await project(alice, {
      name: 'App',
      client: 'Acme',
      hourlyRate: 100,
      currency: 'USD',
      color: '#43a047',
    });
    const inner = await project(alice, { name: 'Internal', color: '#e53935' });
    // 37 minutes at 85.50/h = 52.725 → 52.73; 61 minutes at 85.50 = 86.925 → 86.93; 10 at 100 = 16.666… → 16.67
    const a = await record(alice, {
      date: '2024-05-30',
      startTime: '2024-05-30T09:00:00Z',
      endTime: '2024-05-30T09:37:59Z',
      projectId: web.id,
      tags: ['dev'],
    });
    const b = await record(alice, {
      date: '2024-05-31',
      startTime: '2024-05-31T23:30:00Z',
      endTime: '2024-06-01T00:31:00Z',
      projectId: web.id,
    });
    const c = await record(alice, {
      date: '2024-05-31',
      startTime: '2024-05-31T08:00:00Z',
      endTime: '2024-05-31T08:10:00Z',
      projectId: app.id,
    });
    await record(alice, {
      date: '2024-05-31',
      startTime: '2024-05-31T10:00:00Z',
      endTime: '2024-05-31T10:05:00Z',
      projectId: inner.id,
    });
    await record(alice, {
      date: '2024-05-31',
      startTime: '2024-05-31T11:00:00Z',
      endTime: '2024-05-31T11:20:00Z',
    });
    await record(alice, {
      date: '2024-06-02',
      startTime: '2024-06-02T11:00:00Z',
      endTime: '2024-06-02T12:00:00Z',
      projectId: web.id,
    });
    await record(bob, {
      date: '2024-05-31',
      startTime: '2024-05-31T11:00:00Z',
      endTime: '2024-05-31T11:20:00Z',
    });
    await api(stack)
      .put(INTERNAL.recordSummary(alice.userId, a.id))
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .send({ subject: 'Checkout page redesign', description: '- did it' })
      .expect(200);
    await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: a.id, content: 'Redesigned the **checkout** page' })
      .expect(201);
    await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: b.id, content: '\n## Fixed the login bug\nmore' })
      .expect(201);

    const sheet = await timesheet(alice, 'from=2024-05-30&to=2024-05-31');
    expect(
      sheet.rows.map((r) => [r.date, r.minutes, r.project, r.client, r.description, r.amount, r.currency]),
    ).toEqual([
      ['2024-05-30', 37, 'Website', 'Acme', 'Redesigned the checkout page', 52.73, 'EUR'],
      ['2024-05-31', 10, 'App', 'Acme', '', 16.67, 'USD'],
      ['2024-05-31', 5, 'Internal', null, '', null, null],
      ['2024-05-31', 20, null, null, '', null, null],
      ['2024-05-31', 61, 'Website', 'Acme', 'Fixed the login bug', 86.93, 'EUR'],
    ]);
    expect(sheet.rows[0]).toMatchObject({
      recordId: a.id,
      start: '2024-05-30T09:00:00.000Z',
      end: '2024-05-30T09:37:59.000Z',
      projectId: web.id,
    });
    expect(sheet.rows[1].recordId).toBe(c.id);
    expect(sheet.totals.projects).toEqual([
      {
        projectId: web.id,
        project: 'Website',
        client: 'Acme',
        color: '#1e88e5',
        minutes: 98,
        billedMinutes: 98,
        amount: 139.66,
        currency: 'EUR',
      },
      {
        projectId: app.id,
        project: 'App',
        client: 'Acme',
        color: '#43a047',
        minutes: 10,
        billedMinutes: 10,
        amount: 16.67,
        currency: 'USD',
      },
      {
        projectId: inner.id,
        project: 'Internal',
        client: null,
        color: '#e53935',
        minutes: 5,
        billedMinutes: 5,
        amount: null,
        currency: null,
      },
      {
        projectId: null,
        project: null,
        client: null,
        color: null,
        minutes: 20,
        billedMinutes: 20,
        amount: null,
        currency: null,
      },
    ]);
    expect(sheet.totals.clients).toEqual([
      {
        client: 'Acme',
        minutes: 108,
        billedMinutes: 108,
        amounts: [
          { currency: 'EUR', amount: 139.66 },
          { currency: 'USD', amount: 16.67 },
        ],
      },
      { client: null, minutes: 25, billedMinutes: 25, amounts: [] },
    ]);
    const numbers = await stats(alice, '2024-05-30', '2024-05-31');
    expect(sheet.totals.minutes).toBe(numbers.totalMinutes);
    expect(sheet.totals.minutes).toBe(133);
    // The Time tab's split by project: each with its colour, no project as null, adding up to the total.
    expect(numbers.byProject).toEqual([
      { projectId: web.id, name: 'Website', client: 'Acme', color: '#1e88e5', minutes: 98 },
      { projectId: null, name: null, client: null, color: null, minutes: 20 },
      { projectId: app.id, name: 'App', client: 'Acme', color: '#43a047', minutes: 10 },
      { projectId: inner.id, name: 'Internal', client: null, color: '#e53935', minutes: 5 },
    ]);

    const byProject = await timesheet(alice, `from=2024-05-01&to=2024-06-30&projectId=${web.id}`);
    expect(byProject.rows.map((r) => r.minutes)).toEqual([37, 61, 60]);
    const byClient = await timesheet(alice, 'from=2024-05-01&to=2024-06-30&client=Acme');
    expect(byClient.totals.minutes).toBe(168);
  });

  it('keeps timesheet minutes equal to /api/stats with a running session', async () => {
    const p = await project(alice, { name: 'Live', hourlyRate: 60, currency: 'GBP', color: '#00897b' });
    const started = new Date(Date.now() - 42 * 60_000 - 30_000).toISOString();
    const today = new Date().toISOString().slice(0, 10);
    await record(alice, { date: today, startTime: started, projectId: p.id });
    const sheet = await timesheet(alice, `from=${today}&to=${today}`);
    const numbers = await stats(alice, today, today);
    expect(sheet.rows[0]).toMatchObject({ end: null, minutes: 42, amount: 42 });
    expect(sheet.totals.minutes).toBe(numbers.totalMinutes);
  });

  it('refuses a bad range or format with the sentences of /api/stats', async () => {
    const bad = async (query: string) =>
      (await api(stack).get(`/api/timesheet?${query}`).set('Cookie', alice.cookie).expect(400)).body.message;
    expect(await bad('to=2024-05-31')).toBe(
      'from is required: a day written as yyyy-MM-dd, like 2024-05-31.',
    );
    expect(await bad('from=2024-06-01&to=2024-05-31')).toBe('to cannot be before from.');
    expect(await bad('from=2023-01-01&to=2024-12-31')).toContain('at most 366 days');
    expect(await bad('from=2024-05-01&to=2024-05-31&format=xlsx')).toBe('format must be json or csv.');
  });

  it('answers CSV through csv-stringify, with a byte-order mark, local times, formula cells prefixed and a totals row', async () => {
    const p = await project(alice, {
      name: '=HYPERLINK("x")',
      client: '+client',
      hourlyRate: 90,
      currency: 'CHF',
      color: '#8e24aa',
    });
    const rec = await record(alice, {
      date: '2024-05-31',
      startTime: '2024-05-31T09:00:00Z',
      endTime: '2024-05-31T09:30:00Z',
      projectId: p.id,
    });
    await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: rec.id, content: '@SUM(A1:A2), and "quotes"' })
      .expect(201);
    const res = await api(stack)
      .get('/api/timesheet?from=2024-05-31&to=2024-05-31&format=csv')
      .set('Cookie', alice.cookie)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="timesheet-2024-05-31-2024-05-31.csv"',
    );
    // No zone saved: the times are UTC's, and the timeZone column says so.
    expect(res.text).toBe(
      '\ufeffdate,start,end,timeZone,minutes,billedMinutes,hours,project,client,description,amount,currency\r\n' +
        `2024-05-31,2024-05-31 09:00,2024-05-31 09:30,UTC,30,30,0.50,"'=HYPERLINK(""x"")",'+client,"'@SUM(A1:A2), and ""quotes""",45.00,CHF\r\n` +
        'Total,,,UTC,30,30,0.50,,,,45.00,CHF\r\n',
    );
  });

  it('discards the time away from a running session: it ends when the user left and a new one (same project and tags) starts on return', async () => {
    const p = await project(alice, { name: 'Focus', hourlyRate: 60, currency: 'EUR', color: '#3949ab' });
    const now = Date.now();
    const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const today = new Date(now).toISOString().slice(0, 10);
    const running = await record(alice, {
      date: today,
      startTime: iso(120),
      projectId: p.id,
      tags: ['deep'],
    });
    await api(stack)
      .post(`/api/work-records/${running.id}/split`)
      .set('Cookie', bob.cookie)
      .send({ awayFrom: iso(90), awayTo: iso(10), date: today })
      .expect(404);
    await api(stack)
      .post(`/api/work-records/${running.id}/split`)
      .set('Cookie', alice.cookie)
      .send({ awayFrom: iso(10), awayTo: iso(90), date: today })
      .expect(400, { statusCode: 400, message: 'awayTo cannot be before awayFrom.', error: 'Bad Request' });
    const res = await api(stack)
      .post(`/api/work-records/${running.id}/split`)
      .set('Cookie', alice.cookie)
      .send({ awayFrom: iso(90), awayTo: iso(10), date: today })
      .expect(200);
    expect(res.body.stopped).toMatchObject({
      id: running.id,
      isActive: false,
      endTime: iso(90),
      projectId: p.id,
    });
    expect(res.body.started).toMatchObject({
      isActive: true,
      startTime: iso(10),
      projectId: p.id,
      tags: ['deep'],
    });
    const numbers = await stats(alice, today, today);
    // 30 minutes before leaving, 10 since coming back; the 80 away are gone.
    expect(numbers.totalMinutes).toBe(40);
    expect((await timesheet(alice, `from=${today}&to=${today}`)).totals.minutes).toBe(40);
    await api(stack)
      .post(`/api/work-records/${running.id}/split`)
      .set('Cookie', alice.cookie)
      .send({ awayFrom: iso(5), awayTo: iso(1), date: today })
      .expect(400, {
        statusCode: 400,
        message: 'Only a running session can have its time away discarded.',
        error: 'Bad Request',
      });
  });
});
