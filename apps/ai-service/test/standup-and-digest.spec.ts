// Stand-ups posted to a chat and write-ups e-mailed (contract "Where you work"), with the real
// auth, diary and ai services: POST /api/standup/post reaches a Slack-compatible receiver this test
// starts on 127.0.0.1 with the report's lines (decisions included), a refused post shows in the
// status Settings reads, and a finished weekly review reaches the test's SMTP server (smtp-server),
// read back with mailparser.
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import type { StandupStatus } from '@diary/contracts';
import {
  connectServiceDb,
  createRecord,
  registerUser,
  sleep,
  startHttpReceiver,
  startTestStack,
  withConfig,
  type Account,
  type HttpReceiver,
  type TestStack,
} from '@diary/server-testing';
import { createApp as createAuthApp } from '../../auth-service/src/app';
import { createApp as createDiaryApp } from '../../diary-service/src/app';
import { createApp } from '../src/app';

const DAY = '2026-11-27';

/** An SMTP server that keeps every message it is sent. */
async function startSmtp(): Promise<{ port: number; mails: ParsedMail[]; close: () => Promise<void> }> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('stand-up posting and e-mail digests', () => {
  let chat: HttpReceiver;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let stack: TestStack;
  let user: Account;

  beforeAll(async () => {
    chat = await startHttpReceiver();
    smtp = await startSmtp();
    stack = await startTestStack(
      {
        auth: createAuthApp,
        diary: createDiaryApp,
        ai: withConfig(createApp, {
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: 'diary@example.com',
        }),
      },
      { OUTBOUND_ALLOW_HOSTS: chat.hostPort },
    );
  });
  afterAll(async () => {
    await stack?.close();
    await chat?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    user = await registerUser(stack.urls.auth);
  });

  const settings = (body: Record<string, unknown>) =>
    request(stack.urls.auth).post('/api/user-settings').set('Cookie', user.cookie).send(body);
  const ai = () => request(stack.urls.ai);

  /** The day's report as the writer stores it (a factory writes the row). */
  async function reportFor(date: string): Promise<void> {
    const db = await connectServiceDb(stack, 'ai');
    const line = (text: string) => ({ text, noteIds: [] });
    await db.query(
      `INSERT INTO daily_reports (user_id, date, status, subject, description, insights, sections, generated_at)
       VALUES ($1, $2, 'completed', 'Load test for PAY-1412', '- Ran the load test', '[]', $3, now())`,
      [
        user.id,
        date,
        JSON.stringify({
          done: [line('Ran the load test for PAY-1412')],
          decided: [line('We go with the queue-based retry')],
          blocked: [line('Waiting on Dana for the staging keys')],
          next: [line('Write the rollout plan')],
        }),
      ],
    );
  }

  async function statusUntil(done: (s: StandupStatus) => boolean): Promise<StandupStatus> {
    for (let i = 0; i < 100; i++) {
      const s = (await ai().get('/api/standup/status').set('Cookie', user.cookie).expect(200))
        .body as StandupStatus;
      if (done(s)) return s;
      await sleep(100);
    }
    throw new Error('the stand-up status did not change');
  }

  it("posts the day's stand-up to a Slack incoming webhook with its decided lines, and says it went out", async () => {
    await settings({
      standupPost: {
        url: `${chat.origin}/slack/${user.id}`,
        format: 'slack',
        time: '09:30',
        days: [5, 1, 1],
      },
    }).expect(200);
    await reportFor(DAY);
    await ai().post('/api/standup/post').set('Cookie', user.cookie).send({ date: DAY }).expect(202);

    const [post] = await chat.waitFor((r) => r.path === `/slack/${user.id}`);
    expect(post.headers['content-type']).toBe('application/json');
    const { text } = JSON.parse(post.body) as { text: string };
    expect(text.split('\n')).toEqual([
      `*Stand-up ${DAY}: Load test for PAY-1412*`,
      '*Done*',
      '• Ran the load test for PAY-1412',
      '*Decided*',
      '• We go with the queue-based retry',
      '*Blocked*',
      '• Waiting on Dana for the staging keys',
      '*Next*',
      '• Write the rollout plan',
    ]);
    const status = await statusUntil((s) => s.chat !== null);
    expect(status.chat).toMatchObject({ date: DAY, ok: true, status: 200, error: null });
    expect(status.emailAvailable).toBe(true);
  });

  it('shows a refused post in the status, with what the chat answered', async () => {
    await settings({
      standupPost: { url: `${chat.origin}/broken/${user.id}`, format: 'discord', time: '09:30', days: [1] },
    }).expect(200);
    await reportFor(DAY);
    chat.answerNext(404);
    await ai().post('/api/standup/post').set('Cookie', user.cookie).send({ date: DAY }).expect(202);
    const status = await statusUntil((s) => s.chat !== null);
    expect(status.chat).toMatchObject({ date: DAY, ok: false, status: 404, error: 'The chat answered 404.' });
    const [post] = chat.received.filter((r) => r.path === `/broken/${user.id}`);
    expect(JSON.parse(post.body)).toMatchObject({
      content: expect.stringContaining('We go with the queue-based retry'),
    });
  });

  it('refuses to post without a setup or without a report, with 400 and a sentence', async () => {
    let res = await ai().post('/api/standup/post').set('Cookie', user.cookie).send({ date: DAY }).expect(400);
    expect(res.body.message).toBe('Set up stand-up posting in Settings first.');
    await settings({
      standupPost: { url: `${chat.origin}/slack`, format: 'slack', time: '09:30', days: [1] },
    }).expect(200);
    res = await ai()
      .post('/api/standup/post')
      .set('Cookie', user.cookie)
      .send({ date: '2026-11-20' })
      .expect(400);
    expect(res.body.message).toMatch(/^There is no stand-up for 2026-11-20 yet/);
    res = await ai()
      .post('/api/standup/post')
      .set('Cookie', user.cookie)
      .send({ date: '27.11.2026' })
      .expect(400);
    expect(res.body.message).toBe('date must be a day as yyyy-MM-dd.');
  });

  it('refuses a chat URL that resolves to a private address (127.0.0.2) or a bad setup, with 400', async () => {
    let res = await settings({
      standupPost: { url: 'http://127.0.0.2:9/hook', format: 'slack', time: '09:30', days: [1] },
    }).expect(400);
    expect(res.body.message).toMatch(/resolves to a loopback address/);
    res = await settings({
      standupPost: { url: `${chat.origin}/x`, format: 'irc', time: '09:30', days: [1] },
    }).expect(400);
    expect(res.body.message).toMatch(
      /^Stand-up posting format must be one of: slack, mattermost, teams, discord/,
    );
    res = await settings({
      standupPost: { url: `${chat.origin}/x`, format: 'slack', time: '9:30', days: [1] },
    }).expect(400);
    expect(res.body.message).toMatch(/HH:mm/);
    const saved = await request(stack.urls.auth)
      .get('/api/user-settings')
      .set('Cookie', user.cookie)
      .expect(200);
    expect(saved.body).toMatchObject({ standupPost: null, emailDigest: { daily: false, weekly: false } });
  });

  it('e-mails a finished weekly review to a user who asked for the weekly digest', async () => {
    await settings({ emailDigest: { daily: false, weekly: true } }).expect(200);
    await createRecord(stack, user, {
      date: '2026-11-23',
      start: '2026-11-23T09:00:00Z',
      end: '2026-11-23T11:00:00Z',
      notes: [{ at: '2026-11-23T09:30:00Z', content: 'Decided: we ship the billing export on Friday.' }],
    });
    await ai().post('/api/reports/week/2026-11-23/generate').set('Cookie', user.cookie).expect(202);
    for (
      let i = 0;
      i < 200 && !smtp.mails.some((m) => m.to && JSON.stringify(m.to).includes(user.email));
      i++
    )
      await sleep(100);
    const mail = smtp.mails.find((m) => JSON.stringify(m.to).includes(user.email));
    expect(mail).toBeDefined();
    expect(mail?.from?.text).toBe('diary@example.com');
    expect(mail?.subject).toMatch(/^Weekly review 2026-11-23/);
    expect(mail?.text).toContain('We ship the billing export on Friday');
  });
});
