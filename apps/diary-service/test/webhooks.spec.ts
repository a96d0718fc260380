// Webhooks (contract "Where you work"): a user's subscriptions, signed Standard Webhooks
// deliveries of the diary's events to a receiver this test starts on 127.0.0.1 (every one verified
// with the standardwebhooks package), retries of a failed delivery, the delivery log, the outbound
// check on the URL, and another user's webhook answering 404.
import { Webhook as Verifier } from 'standardwebhooks';
import type { CreatedWebhook, Webhook, WebhookDelivery, WorkNote } from '@diary/contracts';
import {
  connectServiceDb,
  sleep,
  startHttpReceiver,
  type HttpReceiver,
  type ReceivedRequest,
  type TestSession,
  type TestStack,
} from '@diary/server-testing';
import { api, signIn, startDiary, startSession } from './support/diary-stack';

describe('webhooks', () => {
  let receiver: HttpReceiver;
  let stack: TestStack;
  let alice: TestSession;
  let bob: TestSession;

  beforeAll(async () => {
    receiver = await startHttpReceiver();
    stack = await startDiary({ OUTBOUND_ALLOW_HOSTS: receiver.hostPort, WEBHOOK_RETRY_BASE_MS: 200 });
  });
  afterAll(async () => {
    await stack?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    alice = await signIn(stack);
    bob = await signIn(stack);
  });

  const create = async (user: TestSession, events: string[], path = `/${user.userId}`) =>
    (
      await api(stack)
        .post('/api/webhooks')
        .set('Cookie', user.cookie)
        .send({ url: `${receiver.origin}${path}`, events })
        .expect(201)
    ).body as CreatedWebhook;

  /** Verifies a delivery's signature with the standardwebhooks package; throws when it is wrong. */
  const verified = (secret: string, r: ReceivedRequest) =>
    new Verifier(secret).verify(r.body, {
      'webhook-id': String(r.headers['webhook-id']),
      'webhook-timestamp': String(r.headers['webhook-timestamp']),
      'webhook-signature': String(r.headers['webhook-signature']),
    }) as { type: string; timestamp: string; data: Record<string, unknown> };

  const toUser = (user: TestSession) => (r: ReceivedRequest) => r.path === `/${user.userId}`;
  const ofType = (user: TestSession, type: string) => (r: ReceivedRequest) =>
    toUser(user)(r) && (JSON.parse(r.body) as { type: string }).type === type;

  it('creates a webhook with a whsec_ secret shown once and kept sealed, and lists it without it', async () => {
    const hook = await create(alice, ['note.created', 'session.started']);
    expect(hook).toMatchObject({
      url: `${receiver.origin}/${alice.userId}`,
      events: ['note.created', 'session.started'],
    });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = (await api(stack).get('/api/webhooks').set('Cookie', alice.cookie).expect(200))
      .body as Webhook[];
    expect(list).toEqual([{ id: hook.id, url: hook.url, events: hook.events, createdAt: hook.createdAt }]);
    const db = await connectServiceDb(stack, 'diary');
    const { rows } = await db.query<{ secret_sealed: string }>(
      'SELECT secret_sealed FROM webhooks WHERE id = $1',
      [hook.id],
    );
    expect(rows[0].secret_sealed).toMatch(/^v1\./);
    expect(rows[0].secret_sealed).not.toContain(hook.secret.slice('whsec_'.length, 20));
  });

  it('delivers session and note events signed as Standard Webhooks, each verified', async () => {
    const hook = await create(alice, ['session.started', 'session.stopped', 'note.created', 'note.updated']);
    const record = await startSession(stack, alice, '2026-11-27');
    const note = (
      await api(stack)
        .post('/api/work-notes')
        .set('Cookie', alice.cookie)
        .send({ workRecordId: record.id, content: 'Deployed PAY-1412 to staging' })
        .expect(201)
    ).body as WorkNote;
    await api(stack)
      .patch(`/api/work-notes/${note.id}`)
      .set('Cookie', alice.cookie)
      .send({ content: 'Deployed PAY-1412 to production' })
      .expect(200);
    await api(stack)
      .patch(`/api/work-records/${record.id}`)
      .set('Cookie', alice.cookie)
      .send({ isActive: false })
      .expect(200);

    const arrived = await receiver.waitFor(toUser(alice), 4);
    const bodies = arrived.map((r) => verified(hook.secret, r));
    expect(bodies.map((b) => b.type).sort()).toEqual(
      ['note.created', 'note.updated', 'session.started', 'session.stopped'].sort(),
    );
    const byType = Object.fromEntries(bodies.map((b) => [b.type, b]));
    expect(byType['session.started'].data).toMatchObject({
      id: record.id,
      date: '2026-11-27',
      isActive: true,
    });
    expect(byType['session.stopped'].data).toMatchObject({ id: record.id, isActive: false });
    expect(byType['note.created'].data).toMatchObject({
      id: note.id,
      workRecordId: record.id,
      content: 'Deployed PAY-1412 to staging',
      sealed: false,
    });
    expect(byType['note.updated'].data).toMatchObject({
      id: note.id,
      content: 'Deployed PAY-1412 to production',
    });
    expect(new Date(byType['note.created'].timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // A signature made with another secret does not verify.
    expect(() => verified(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, arrived[0])).toThrow();
  });

  it('sends only the events a webhook subscribes to', async () => {
    await create(alice, ['session.stopped']);
    const record = await startSession(stack, alice, '2026-11-27');
    await api(stack)
      .patch(`/api/work-records/${record.id}`)
      .set('Cookie', alice.cookie)
      .send({ isActive: false });
    await receiver.waitFor(ofType(alice, 'session.stopped'));
    await sleep(500);
    expect(receiver.received.filter(toUser(alice)).map((r) => JSON.parse(r.body).type)).toEqual([
      'session.stopped',
    ]);
  });

  it('retries a failed delivery with the same webhook-id, and logs both attempts', async () => {
    const hook = await create(alice, ['session.started']);
    receiver.answerNext(500);
    await startSession(stack, alice, '2026-11-28');
    const [first, second] = await receiver.waitFor(toUser(alice), 2);
    expect(verified(hook.secret, first).type).toBe('session.started');
    expect(verified(hook.secret, second).type).toBe('session.started');
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);

    let log: WebhookDelivery[] = [];
    for (let i = 0; i < 50 && log.length < 2; i++, await sleep(100)) {
      log = (
        await api(stack).get(`/api/webhooks/${hook.id}/deliveries`).set('Cookie', alice.cookie).expect(200)
      ).body as WebhookDelivery[];
    }
    expect(log.map(({ event, status, attempt }) => ({ event, status, attempt }))).toEqual([
      { event: 'session.started', status: 200, attempt: 2 },
      { event: 'session.started', status: 500, attempt: 1 },
    ]);
    expect(log[1].error).toBe('The receiver answered 500.');
    expect(log[0].ms).toEqual(expect.any(Number));
    expect(Date.parse(log[0].at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sends a signed test event on demand and answers how the receiver took it', async () => {
    const hook = await create(alice, ['note.created']);
    const res = await api(stack)
      .post(`/api/webhooks/${hook.id}/test`)
      .set('Cookie', alice.cookie)
      .expect(200);
    expect(res.body).toMatchObject({ event: 'webhook.test', status: 200, attempt: 1, error: null });
    const [arrived] = await receiver.waitFor(ofType(alice, 'webhook.test'));
    expect(verified(hook.secret, arrived).data).toEqual({ webhookId: hook.id });
  });

  it.each([
    ['http://127.0.0.2:9/hook', /resolves to a loopback address \(127\.0\.0\.2\)/],
    ['http://localhost:9/hook', /resolves to a loopback address/],
    ['http://169.254.169.254/latest', /link-local/],
    ['ftp://example.com/hook', /must start with http:\/\/ or https:\/\//],
    ['not a url', /is not a valid URL/],
  ])('refuses the URL %s with 400 and a sentence', async (url, message) => {
    const res = await api(stack)
      .post('/api/webhooks')
      .set('Cookie', alice.cookie)
      .send({ url, events: ['note.created'] })
      .expect(400);
    expect(res.body.message).toMatch(message);
    expect((await api(stack).get('/api/webhooks').set('Cookie', alice.cookie)).body).toEqual([]);
  });

  it('refuses unknown or missing events with 400', async () => {
    for (const events of [[], ['note.deleted'], undefined, 'note.created']) {
      const res = await api(stack)
        .post('/api/webhooks')
        .set('Cookie', alice.cookie)
        .send({ url: `${receiver.origin}/x`, events })
        .expect(400);
      expect(res.body.message).toMatch(/^events /);
    }
  });

  it("answers 404 for another user's webhook: not listed, no log, no test, no delete", async () => {
    const hook = await create(alice, ['note.created']);
    expect((await api(stack).get('/api/webhooks').set('Cookie', bob.cookie).expect(200)).body).toEqual([]);
    await api(stack).get(`/api/webhooks/${hook.id}/deliveries`).set('Cookie', bob.cookie).expect(404);
    await api(stack).post(`/api/webhooks/${hook.id}/test`).set('Cookie', bob.cookie).expect(404);
    await api(stack).delete(`/api/webhooks/${hook.id}`).set('Cookie', bob.cookie).expect(404);
    await api(stack).delete(`/api/webhooks/${hook.id}`).set('Cookie', alice.cookie).expect(204);
    await api(stack).get(`/api/webhooks/${hook.id}/deliveries`).set('Cookie', alice.cookie).expect(404);
    await api(stack).get('/api/webhooks/not-a-uuid/deliveries').set('Cookie', alice.cookie).expect(404);
  });

  it('needs a signed-in caller', async () => {
    await api(stack).get('/api/webhooks').expect(401);
  });
});
