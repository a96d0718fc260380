// Write-ups that stay true to the notes (issue 44, "Always fresh" and "Editable"): a note added,
// edited or deleted in a stopped session rewrites that session's summary and then the day's report
// within 10 s, with no button; a person's own words in a summary or a report survive a
// regeneration unless it is asked to discard them. Real auth, diary and ai services, Postgres, Redis.
import request from 'supertest';
import type {
  AskResponse,
  DailyReport,
  StatsResponse,
  Summary,
  SummarySections,
  WeekReport,
  WorkRecord,
} from '@diary/contracts';
import {
  addNote,
  getRecord,
  registerUser,
  startSession,
  useTestStack,
  UserEventListener,
  type Account,
} from '@diary/server-testing';
import { createApp as createAuthApp } from '../../auth-service/src/app';
import { createApp as createDiaryApp } from '../../diary-service/src/app';
import { createApp } from '../src/app';

const DATE = '2026-11-20';
const FRESH_WITHIN_MS = 10_000;

const linesOf = (sections: SummarySections | undefined) =>
  Object.values(sections ?? {})
    .flat()
    .map((l) => l.text)
    .join('\n');
const summaryText = (s: Summary | null | undefined) =>
  s ? `${s.subject}\n${s.description}\n${linesOf(s.sections)}` : '';
const reportText = (r: DailyReport) => `${r.subject}\n${r.description}\n${linesOf(r.sections)}`;

describe('write-ups that stay fresh and keep your words', () => {
  const stack = useTestStack({ auth: createAuthApp, diary: createDiaryApp, ai: createApp });
  const diary = () => request(stack.urls.diary);
  const ai = () => request(stack.urls.ai);
  let user: Account;
  let events: UserEventListener;

  beforeEach(async () => {
    user = await registerUser(stack.urls.auth);
    await request(stack.urls.auth)
      .post('/api/user-settings')
      .set('Cookie', user.cookie)
      .send({ timeZone: 'UTC' })
      .expect(200);
    events = await UserEventListener.forUser(stack, user.id, 20_000);
  });
  afterEach(() => events.close());

  const report = async () =>
    (await ai().get(`/api/reports/${DATE}`).set('Cookie', user.cookie).expect(200)).body as DailyReport;

  /** A session with notes, stopped: its summary and the day's report are written once. */
  async function stoppedSession(notes: string[]): Promise<WorkRecord> {
    const record = await startSession(stack, user, DATE, '2026-11-20T08:00:00Z');
    for (const [i, content] of notes.entries())
      await addNote(stack, user, record.id, content, `2026-11-20T08:${10 + i * 10}:00Z`);
    await diary()
      .patch(`/api/work-records/${record.id}`)
      .set('Cookie', user.cookie)
      .send({ endTime: '2026-11-20T09:30:00Z' })
      .expect(200);
    await events.waitFor((e) => e.type === 'summary_completed' && e.recordId === record.id);
    await events.waitFor((e) => e.type === 'report_completed' && e.date === DATE);
    return record;
  }

  /** Waits for the session's new summary and then the day's report, both after `since`; returns how long it took. */
  async function freshAfter(recordId: string, since: number): Promise<{ summary: Summary; ms: number }> {
    const done = await events.waitFor((e) => e.type === 'summary_completed' && e.recordId === recordId);
    await events.waitFor((e) => e.type === 'report_completed' && e.date === DATE);
    return { summary: (done as { summary: Summary }).summary, ms: Date.now() - since };
  }

  describe('always fresh', () => {
    it('rewrites the summary and the report within 10 s when a note of a stopped session is edited', async () => {
      const record = await stoppedSession(['Wrote the zeppelin importer for the ledger.']);
      const [note] = (await getRecord(stack, user, DATE, record.id))!.notes;
      expect(reportText(await report())).toContain('zeppelin');

      const since = Date.now();
      events.events.length = 0;
      await diary()
        .patch(`/api/work-notes/${note.id}`)
        .set('Cookie', user.cookie)
        .send({ content: 'Wrote the walrus importer for the ledger.' })
        .expect(200);
      const { summary, ms } = await freshAfter(record.id, since);
      expect(ms).toBeLessThan(FRESH_WITHIN_MS);
      expect(summaryText(summary)).toContain('walrus');
      expect(summaryText(summary)).not.toContain('zeppelin');
      const day = await report();
      expect(reportText(day)).toContain('walrus');
      expect(reportText(day)).not.toContain('zeppelin');
      expect((await getRecord(stack, user, DATE, record.id))!.summaryStale).toBeUndefined();
    });

    it('rewrites them when a note is added to a stopped session, and again when one is deleted', async () => {
      const record = await stoppedSession(['Reviewed the billing retries.']);
      let since = Date.now();
      events.events.length = 0;
      const added = await addNote(stack, user, record.id, 'Decided to drop the narwhal cache.');
      let fresh = await freshAfter(record.id, since);
      expect(fresh.ms).toBeLessThan(FRESH_WITHIN_MS);
      expect(summaryText(fresh.summary)).toContain('narwhal');
      expect(reportText(await report())).toContain('narwhal');

      since = Date.now();
      events.events.length = 0;
      await diary().delete(`/api/work-notes/${added.id}`).set('Cookie', user.cookie).expect(204);
      fresh = await freshAfter(record.id, since);
      expect(fresh.ms).toBeLessThan(FRESH_WITHIN_MS);
      expect(summaryText(fresh.summary)).not.toContain('narwhal');
      expect(reportText(await report())).not.toContain('narwhal');
      expect(reportText(await report())).toContain('billing retries');
    });

    it('asks for one summary after a burst of edits (debounced), with the last words', async () => {
      const record = await stoppedSession(['Sketched the otter dashboard.']);
      const [note] = (await getRecord(stack, user, DATE, record.id))!.notes;
      events.events.length = 0;
      for (const word of ['heron', 'ibis', 'crane'])
        await diary()
          .patch(`/api/work-notes/${note.id}`)
          .set('Cookie', user.cookie)
          .send({ content: `Sketched the ${word} dashboard.` })
          .expect(200);
      const { summary } = await freshAfter(record.id, Date.now());
      // (the edits above took well under the debounce, so no summary came between them)
      expect(summaryText(summary)).toContain('crane');
      await new Promise((r) => setTimeout(r, 1500));
      expect(events.of('summary_completed').filter((e) => e.recordId === record.id)).toHaveLength(1);
    });

    it('leaves a running session alone until it stops', async () => {
      const record = await startSession(stack, user, DATE, '2026-11-20T10:00:00Z');
      await addNote(stack, user, record.id, 'Paired on the flaky puffin test.');
      await new Promise((r) => setTimeout(r, 4500));
      expect(events.of('summary_completed')).toHaveLength(0);
    });
  });

  describe('editable', () => {
    it('keeps an edited summary line and subject through a regeneration; discardEdits drops them', async () => {
      const record = await stoppedSession([
        'Fixed the lemur timeout in the export.',
        'Deployed the export to staging.',
      ]);
      const before = (await getRecord(stack, user, DATE, record.id))!.summary!;
      const [first, ...rest] = before.sections!.done;
      const edited = await diary()
        .patch(`/api/work-records/${record.id}/summary`)
        .set('Cookie', user.cookie)
        .send({
          subject: 'Export fixes, my words',
          sections: { done: [{ text: 'Fixed the export timeout (PAY-7)' }, ...rest] },
        })
        .expect(200);
      const summary = (edited.body as WorkRecord).summary!;
      expect(summary.edited).toBe(true);
      expect(summary.subject).toBe('Export fixes, my words');
      expect(summary.sections!.done[0]).toMatchObject({
        text: 'Fixed the export timeout (PAY-7)',
        edited: true,
      });
      expect(summary.description).toContain('Fixed the export timeout (PAY-7)');
      expect(summary.description).not.toContain(first.text);

      events.events.length = 0;
      await ai()
        .post(`/api/work-records/${DATE}/generate-summary`)
        .set('Cookie', user.cookie)
        .send({ regenerate: true })
        .expect(202);
      const kept = (
        (await events.waitFor((e) => e.type === 'summary_completed' && e.recordId === record.id)) as {
          summary: Summary;
        }
      ).summary;
      expect(kept.subject).toBe('Export fixes, my words');
      expect(kept.sections!.done.map((l) => l.text)).toContain('Fixed the export timeout (PAY-7)');
      expect(kept.sections!.done.map((l) => l.text)).not.toContain(first.text);
      await events.waitFor((e) => e.type === 'report_completed' && e.date === DATE);
      expect(linesOf((await report()).sections)).toContain('Fixed the export timeout (PAY-7)');

      events.events.length = 0;
      await ai()
        .post(`/api/work-records/${DATE}/generate-summary`)
        .set('Cookie', user.cookie)
        .send({ regenerate: true, discardEdits: true })
        .expect(202);
      const fresh = (
        (await events.waitFor((e) => e.type === 'summary_completed' && e.recordId === record.id)) as {
          summary: Summary;
        }
      ).summary;
      expect(fresh.edited).toBeUndefined();
      expect(fresh.subject).not.toBe('Export fixes, my words');
      expect(linesOf(fresh.sections)).not.toContain('PAY-7');
      expect(fresh.sections!.done.map((l) => l.text)).toContain(first.text);
    });

    it('keeps an edited report line and subject through a regeneration; discardEdits drops them', async () => {
      await stoppedSession(['Fixed the lemur timeout in the export.', 'Decided to ship on Friday.']);
      const written = await report();
      const res = await ai()
        .patch(`/api/reports/${DATE}`)
        .set('Cookie', user.cookie)
        .send({
          subject: 'Export day',
          sections: { decided: [{ text: 'We ship the export on Friday, agreed with Ana' }] },
        })
        .expect(200);
      const edited = res.body as DailyReport;
      expect(edited).toMatchObject({ edited: true, subject: 'Export day' });
      expect(edited.sections!.decided).toEqual([
        { text: 'We ship the export on Friday, agreed with Ana', noteIds: [], edited: true },
      ]);
      expect(edited.sections!.done).toEqual(written.sections!.done);
      expect(edited.description).toContain('We ship the export on Friday, agreed with Ana');
      expect((await report()).subject).toBe('Export day');

      events.events.length = 0;
      await ai()
        .post(`/api/work-records/${DATE}/generate-summary`)
        .set('Cookie', user.cookie)
        .send({ regenerate: true })
        .expect(202);
      await events.waitFor((e) => e.type === 'report_completed' && e.date === DATE);
      const kept = await report();
      expect(kept.subject).toBe('Export day');
      expect(kept.sections!.decided.map((l) => l.text)).toEqual([
        'We ship the export on Friday, agreed with Ana',
      ]);
      expect(kept.edited).toBe(true);

      events.events.length = 0;
      await ai()
        .post(`/api/work-records/${DATE}/generate-summary`)
        .set('Cookie', user.cookie)
        .send({ regenerate: true, discardEdits: true })
        .expect(202);
      await events.waitFor((e) => e.type === 'report_completed' && e.date === DATE);
      const fresh = await report();
      expect(fresh.subject).toBe(written.subject);
      expect(fresh.sections!.decided).toEqual(written.sections!.decided);
      expect(fresh.edited).toBeUndefined();
    });

    it.each([
      ['an empty body', {}, 'Send a subject, sections, or both.'],
      ['a blank subject', { subject: '   ' }, 'subject cannot be empty.'],
      [
        'an empty line',
        { sections: { done: [{ text: '' }] } },
        'A line cannot be empty; leave it out of its section to remove it.',
      ],
      [
        'an unknown section',
        { sections: { later: [] } },
        'Only subject and sections (done, decided, blocked, next) can be edited; later cannot.',
      ],
      [
        'a section that is not a list',
        { sections: { done: 'all of it' } },
        'Each section must be a list of lines like {"text": "…"}.',
      ],
      [
        'a subject of 501 characters',
        { subject: 'x'.repeat(501) },
        'subject can be at most 500 characters long.',
      ],
    ])('refuses %s with a readable 400', async (_what, body, message) => {
      const record = await stoppedSession(['Wrote the quokka runbook.']);
      for (const call of [
        diary().patch(`/api/work-records/${record.id}/summary`),
        ai().patch(`/api/reports/${DATE}`),
      ]) {
        const res = await call.set('Cookie', user.cookie).send(body).expect(400);
        expect(res.body.message).toBe(message);
      }
    });

    it("answers 404 for another user's record or report, and for a write-up not written yet", async () => {
      const record = await stoppedSession(['Wrote the quokka runbook.']);
      const mallory = await registerUser(stack.urls.auth);
      await diary()
        .patch(`/api/work-records/${record.id}/summary`)
        .set('Cookie', mallory.cookie)
        .send({ subject: 'Mine now' })
        .expect(404);
      const res = await ai()
        .patch(`/api/reports/${DATE}`)
        .set('Cookie', mallory.cookie)
        .send({ subject: 'Mine' })
        .expect(404);
      expect(res.body.message).toBe('There is no report of this day to edit yet. Generate it first.');
      expect((await report()).subject).not.toBe('Mine');
      const running = await startSession(stack, user, DATE, '2026-11-20T11:00:00Z');
      const none = await diary()
        .patch(`/api/work-records/${running.id}/summary`)
        .set('Cookie', user.cookie)
        .send({ subject: 'Too early' })
        .expect(404);
      expect(none.body.message).toBe('This session has no summary to edit yet.');
      await ai()
        .post(`/api/work-records/${DATE}/generate-summary`)
        .set('Cookie', user.cookie)
        .send({ discardEdits: true })
        .expect(400);
    });
  });

  describe('one minutes rule', () => {
    // Monday 2026-11-23: one 90-minute session tagged [a, b] and a 30-minute one tagged [a].
    const DAY = '2026-11-24';
    const MONDAY = '2026-11-23';
    const whole = [
      { name: 'a', minutes: 120 },
      { name: 'b', minutes: 90 },
    ];

    it('counts a session tagged [a, b] whole under both in stats, the Time tab, the reports and Ask', async () => {
      for (const [start, end, tags] of [
        ['2026-11-24T09:00:00Z', '2026-11-24T10:30:00Z', ['a', 'b']],
        ['2026-11-24T11:00:00Z', '2026-11-24T11:30:00Z', ['a']],
      ] as const)
        await diary()
          .post('/api/work-records')
          .set('Cookie', user.cookie)
          .send({ date: DAY, startTime: start, endTime: end, tags })
          .expect(201);

      const stats = (
        await diary().get(`/api/stats?from=${MONDAY}&to=2026-11-29`).set('Cookie', user.cookie).expect(200)
      ).body as StatsResponse;
      expect(stats.totalMinutes).toBe(120);
      expect(stats.tags).toEqual(whole);
      // The Time tab draws byTag and each day's byTag: the same whole minutes.
      expect(stats.byTag).toEqual(whole);
      expect(stats.days.find((d) => d.date === DAY)?.byTag).toEqual(whole);

      await ai()
        .post(`/api/work-records/${DAY}/generate-summary`)
        .set('Cookie', user.cookie)
        .send({})
        .expect(202);
      await events.waitFor((e) => e.type === 'report_completed' && e.date === DAY);
      const day = (await ai().get(`/api/reports/${DAY}`).set('Cookie', user.cookie).expect(200))
        .body as DailyReport;
      expect(day.byTag).toEqual(whole);

      await ai().post(`/api/reports/week/${MONDAY}/generate`).set('Cookie', user.cookie).expect(202);
      await events.waitFor((e) => e.type === 'week_report_completed' && e.week === MONDAY);
      const week = (await ai().get(`/api/reports/week/${MONDAY}`).set('Cookie', user.cookie).expect(200))
        .body as WeekReport;
      expect(week.byTag).toEqual(whole);
      expect(week.stale).toBeUndefined();

      const answer = (
        await diary()
          .post('/api/ask')
          .set('Cookie', user.cookie)
          .send({ question: 'How much time did I spend on #b this week?', today: DAY })
          .expect(200)
      ).body as AskResponse;
      expect(answer.figures[0].minutes).toBe(90);

      // The week changes: its review says so until it is written again.
      await diary()
        .post('/api/work-records')
        .set('Cookie', user.cookie)
        .send({
          date: '2026-11-25',
          startTime: '2026-11-25T09:00:00Z',
          endTime: '2026-11-25T09:45:00Z',
          tags: ['b'],
        })
        .expect(201);
      const stale = (await ai().get(`/api/reports/week/${MONDAY}`).set('Cookie', user.cookie).expect(200))
        .body as WeekReport;
      expect(stale.stale).toBe(true);
      events.events.length = 0;
      await ai().post(`/api/reports/week/${MONDAY}/generate`).set('Cookie', user.cookie).expect(202);
      await events.waitFor((e) => e.type === 'week_report_completed' && e.week === MONDAY);
      const again = (await ai().get(`/api/reports/week/${MONDAY}`).set('Cookie', user.cookie).expect(200))
        .body as WeekReport;
      expect(again.stale).toBeUndefined();
      expect(again.byTag).toEqual([
        { name: 'b', minutes: 135 },
        { name: 'a', minutes: 120 },
      ]);
    });
  });
});
