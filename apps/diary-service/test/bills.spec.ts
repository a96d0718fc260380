// Bills you can send (contract, round four): the user's rounding and minimum billable length make
// the timesheet's billed minutes and amounts; a row's description is the session's own, else its
// first note line, else its summary's subject; the CSV is a spreadsheet's (BOM, local times, a
// timeZone column, totals); and Ask answers hours and money for a client, a project or a month
// with the timesheet's own totals, never from another user's clients or projects.
import request from 'supertest';
import type { AskResponse, Project, TimesheetResponse, WorkRecord } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { registerUser, uniqueName, useTestStack, type Account } from '@diary/server-testing';
import { createApp as createAuthApp } from '../../auth-service/src/app';
import { createApp } from '../src/app';

const TODAY = '2026-11-28';

describe('bills you can send', () => {
  const stack = useTestStack({ auth: createAuthApp, diary: createApp });
  const diary = () => request(stack.urls.diary);
  const register = () => registerUser(stack.urls.auth, { username: uniqueName('bill') });
  const settings = (who: Account, body: object) =>
    request(stack.urls.auth).post('/api/user-settings').set('Cookie', who.cookie).send(body).expect(200);
  const project = async (who: Account, body: object): Promise<Project> =>
    (await diary().post('/api/projects').set('Cookie', who.cookie).send(body).expect(201)).body as Project;
  /** A finished session of `minutes` starting at `start` (UTC) on `start`'s day. */
  const session = async (
    who: Account,
    start: string,
    minutes: number,
    extra: object = {},
  ): Promise<WorkRecord> =>
    (
      await diary()
        .post('/api/work-records')
        .set('Cookie', who.cookie)
        .send({
          date: start.slice(0, 10),
          startTime: start,
          endTime: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
          ...extra,
        })
        .expect(201)
    ).body as WorkRecord;
  const timesheet = async (who: Account, query: string): Promise<TimesheetResponse> =>
    (await diary().get(`/api/timesheet?${query}`).set('Cookie', who.cookie).expect(200))
      .body as TimesheetResponse;
  const ask = async (who: Account, question: string): Promise<AskResponse> =>
    (await diary().post('/api/ask').set('Cookie', who.cookie).send({ question, today: TODAY }).expect(200))
      .body as AskResponse;

  it('bills a 7-minute session as 15 when rounding up to 15 per entry, and its amount from the billed time', async () => {
    const me = await register();
    const p = await project(me, {
      name: 'Website',
      client: 'Lindqvist',
      hourlyRate: 90,
      currency: 'EUR',
      color: '#1e88e5',
    });
    await session(me, '2026-11-20T09:00:00Z', 7, { projectId: p.id });
    await session(me, '2026-11-20T10:00:00Z', 31, { projectId: p.id });
    const before = await timesheet(me, 'from=2026-11-20&to=2026-11-20');
    expect(before.rows.map((r) => [r.minutes, r.billedMinutes, r.amount])).toEqual([
      [7, 7, 10.5],
      [31, 31, 46.5],
    ]);
    await settings(me, { timesheetRounding: { minutes: 15, mode: 'up', per: 'entry' } });
    const after = await timesheet(me, 'from=2026-11-20&to=2026-11-20');
    expect(after.rows.map((r) => [r.minutes, r.billedMinutes, r.amount])).toEqual([
      [7, 15, 22.5],
      [31, 45, 67.5],
    ]);
    expect(after.totals).toMatchObject({
      minutes: 38,
      billedMinutes: 60,
      amounts: [{ currency: 'EUR', amount: 90 }],
    });
  });

  it('drops sessions shorter than the minimum billable length from billed time, keeping their tracked minutes', async () => {
    const me = await register();
    const p = await project(me, {
      name: 'Website',
      client: 'Lindqvist',
      hourlyRate: 90,
      currency: 'EUR',
      color: '#1e88e5',
    });
    await session(me, '2026-11-20T09:00:00Z', 1, { projectId: p.id });
    await session(me, '2026-11-20T10:00:00Z', 60, { projectId: p.id });
    await settings(me, { minBillableMinutes: 2 });
    const sheet = await timesheet(me, 'from=2026-11-20&to=2026-11-20');
    expect(sheet.rows.map((r) => [r.minutes, r.billedMinutes, r.amount])).toEqual([
      [1, 0, 0],
      [60, 60, 90],
    ]);
    expect(sheet.totals).toMatchObject({ minutes: 61, billedMinutes: 60 });
  });

  it("describes a row by the session's own description, else its first note line as plain text, else its summary's subject", async () => {
    const me = await register();
    const own = await session(me, '2026-11-20T09:00:00Z', 30);
    const noted = await session(me, '2026-11-20T10:00:00Z', 30);
    const summarised = await session(me, '2026-11-20T11:00:00Z', 30);
    for (const r of [own, noted, summarised])
      await diary()
        .put(INTERNAL.recordSummary(me.id, r.id))
        .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
        .send({ subject: 'CSV export (client)', description: '- generated' })
        .expect(200);
    for (const r of [own, noted])
      await diary()
        .post('/api/work-notes')
        .set('Cookie', me.cookie)
        .send({
          workRecordId: r.id,
          content: '## Demo call with **Lindqvist** about [the export](https://x.test)\nmore',
        })
        .expect(201);
    const patched = await diary()
      .patch(`/api/work-records/${own.id}`)
      .set('Cookie', me.cookie)
      .send({ description: '  Quarterly planning with Lindqvist ' })
      .expect(200);
    expect(patched.body.description).toBe('Quarterly planning with Lindqvist');
    const sheet = await timesheet(me, 'from=2026-11-20&to=2026-11-20');
    expect(sheet.rows.map((r) => r.description)).toEqual([
      'Quarterly planning with Lindqvist',
      'Demo call with Lindqvist about the export',
      'CSV export (client)',
    ]);
    const tooLong = await diary()
      .patch(`/api/work-records/${own.id}`)
      .set('Cookie', me.cookie)
      .send({ description: 'x'.repeat(501) })
      .expect(400);
    expect(tooLong.body.message).toMatch(/description can be at most 500 characters/);
  });

  it("writes the timesheet CSV with a byte-order mark, times local to the user's zone, a timeZone column and totals", async () => {
    const me = await register();
    await settings(me, { timeZone: 'Europe/Berlin' });
    const p = await project(me, {
      name: 'Website',
      client: 'Lindqvist',
      hourlyRate: 90,
      currency: 'EUR',
      color: '#1e88e5',
    });
    await session(me, '2026-11-20T09:00:00Z', 90, { projectId: p.id, description: 'Workshop' });
    const res = await diary()
      .get('/api/timesheet?from=2026-11-20&to=2026-11-20&format=csv')
      .set('Cookie', me.cookie)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'date,start,end,timeZone,minutes,billedMinutes,hours,project,client,description,amount,currency',
      '2026-11-20,2026-11-20 10:00,2026-11-20 11:30,Europe/Berlin,90,90,1.50,Website,Lindqvist,Workshop,135.00,EUR',
      'Total,,,Europe/Berlin,90,90,1.50,,,,135.00,EUR',
      '',
    ]);
  });

  describe('Ask about clients, projects and money', () => {
    let me: Account;
    let website: Project;
    beforeAll(async () => {
      me = await register();
      await settings(me, {
        timesheetRounding: { minutes: 15, mode: 'up', per: 'entry' },
        minBillableMinutes: 2,
      });
      website = await project(me, {
        name: 'Website',
        client: 'Lindqvist',
        hourlyRate: 90,
        currency: 'EUR',
        color: '#1e88e5',
      });
      const support = await project(me, {
        name: 'Support',
        client: 'Lindqvist',
        hourlyRate: 90,
        currency: 'EUR',
        color: '#43a047',
      });
      const app = await project(me, {
        name: 'App',
        client: 'Harbour',
        hourlyRate: 100,
        currency: 'USD',
        color: '#e53935',
      });
      await session(me, '2026-11-03T09:00:00Z', 241, { projectId: website.id });
      await session(me, '2026-11-04T09:00:00Z', 7, { projectId: website.id });
      await session(me, '2026-11-05T09:00:00Z', 1, { projectId: support.id });
      await session(me, '2026-11-06T09:00:00Z', 233, { projectId: support.id });
      await session(me, '2026-11-10T09:00:00Z', 600, { projectId: app.id });
      await session(me, '2026-11-11T09:00:00Z', 1011);
      await session(me, '2026-10-30T09:00:00Z', 120, { projectId: website.id });
    }, 60_000);

    it('answers hours for a client with the timesheet totals of that client and month', async () => {
      const answer = await ask(me, 'How many hours did I work for Lindqvist in November?');
      const sheet = await timesheet(me, 'from=2026-11-01&to=2026-11-30&client=Lindqvist');
      expect(answer).toMatchObject({
        kind: 'time',
        client: 'Lindqvist',
        range: { from: '2026-11-01', to: '2026-11-30' },
      });
      expect(sheet.totals.minutes).toBe(482);
      expect(answer.figures[0].minutes).toBe(sheet.totals.minutes);
      expect(answer.figures.slice(1)).toEqual([
        {
          label: 'Lindqvist in November, billed',
          minutes: sheet.totals.billedMinutes,
          amount: 765,
          currency: 'EUR',
        },
      ]);
      expect(sheet.totals.amounts).toEqual([{ currency: 'EUR', amount: 765 }]);
      expect(answer.answer).toContain('8h 02m');
      expect(answer.answer).toContain('€765.00');
    });

    it('answers money for a project with the timesheet totals of that project', async () => {
      const answer = await ask(me, 'How much did I earn on the Website project in November?');
      const sheet = await timesheet(me, `from=2026-11-01&to=2026-11-30&projectId=${website.id}`);
      expect(answer).toMatchObject({ kind: 'money', project: { id: website.id, name: 'Website' } });
      expect(answer.figures[0].minutes).toBe(sheet.totals.minutes);
      expect(answer.figures.slice(1).map((f) => [f.minutes, f.amount, f.currency])).toEqual(
        sheet.totals.amounts.map((a) => [sheet.totals.billedMinutes, a.amount, a.currency]),
      );
      expect(answer.answer).toMatch(/^You earned €405\.00 from the Website project in November/);
    });

    it('answers money for a month per currency, as the timesheet totals it', async () => {
      const answer = await ask(me, 'How much did I earn in November?');
      const sheet = await timesheet(me, 'from=2026-11-01&to=2026-11-30');
      expect(answer.figures[0].minutes).toBe(sheet.totals.minutes);
      expect(answer.figures.slice(1).map((f) => ({ currency: f.currency, amount: f.amount }))).toEqual(
        sheet.totals.amounts,
      );
      expect(sheet.totals.amounts).toEqual([
        { currency: 'EUR', amount: 765 },
        { currency: 'USD', amount: 1000 },
      ]);
      expect(answer.answer).toContain('€765.00 and $1,000.00');
    });

    it('also reads a project written like a tag', async () => {
      const answer = await ask(me, 'How much time on #website this month?');
      expect(answer.project).toEqual({ id: website.id, name: 'Website' });
      expect(answer.tag).toBeNull();
    });

    it("never reads another user's clients or projects", async () => {
      const other = await register();
      const theirs = await project(other, {
        name: 'Lighthouse',
        client: 'Nordlicht',
        hourlyRate: 500,
        currency: 'CHF',
        color: '#8e24aa',
      });
      await session(other, '2026-11-12T09:00:00Z', 60, { projectId: theirs.id });
      for (const question of [
        'How much did I earn from Nordlicht in November?',
        'Hours on the Lighthouse project in November?',
      ]) {
        const answer = await ask(me, question);
        expect(answer).toMatchObject({ client: null, project: null });
        expect(JSON.stringify(answer)).not.toMatch(/CHF|Nordlicht|Lighthouse|500/);
      }
      const theirAnswer = await ask(other, 'How much did I earn from Nordlicht in November?');
      expect(theirAnswer.client).toBe('Nordlicht');
      expect(JSON.stringify(theirAnswer)).not.toMatch(/Lindqvist|EUR/);
    });
  });
});
