// The Daily Work page with the day's first notes in it (spa/day-preview.ts), through the real
// gateway, auth and diary: only the signed-in user's own notes, escaped, never stored by a cache,
// and the plain page at once whenever the preview cannot be made (no or a dead cookie, a diary down
// or stalled, a request that is not a page load, the service worker's /index.html).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { registerUser, startTestStack, TestStack, withConfig } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';
import { createApp as createAuth } from '../../auth-service/src/app';
import { createApp as createDiary } from '../../diary-service/src/app';

const DAY = '2026-03-10';
const INDEX =
  '<!doctype html><html><head><title>Work Diary</title></head><body><div id="root"></div></body></html>';
const HOSTILE = [
  'Look <img src=x onerror="alert(1)"> here',
  'Closing </script><script>alert(2)</script> tags',
  '[click](javascript:alert(3)) and ![pic" onerror="alert(4)](/api/attachments/abc)',
  '<iframe src="https://evil.example"></iframe>',
];

describe('the Daily Work page with the day in it', () => {
  let stack: TestStack;
  let dist: string;
  let ann: { id: string; cookie: string };
  let bob: { id: string; cookie: string };

  const page = (base: string, path: string, cookie?: string) => {
    const req = request(base).get(path).set('Sec-Fetch-Dest', 'document').set('Accept-Language', 'en-US');
    return cookie ? req.set('Cookie', cookie) : req;
  };

  async function addNotes(cookie: string, contents: string[]) {
    const api = request(stack.urls.gateway);
    const record = await api
      .post('/api/work-records')
      .set('Cookie', cookie)
      .set('Origin', stack.urls.gateway)
      .send({
        startTime: `${DAY}T08:00:00.000Z`,
        endTime: `${DAY}T09:30:00.000Z`,
        isActive: false,
        date: DAY,
      })
      .expect(201);
    for (const [i, content] of contents.entries())
      await api
        .post('/api/work-notes')
        .set('Cookie', cookie)
        .set('Origin', stack.urls.gateway)
        .send({
          workRecordId: record.body.id,
          content,
          timestamp: `${DAY}T08:${String(i * 5).padStart(2, '0')}:00.000Z`,
        })
        .expect(201);
  }

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'diary-web-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    stack = await startTestStack({
      auth: createAuth,
      diary: createDiary,
      // A loaded test machine must not turn a preview into the plain page (the deadline's own test
      // below sets a short one).
      gateway: withConfig(createGateway, { WEB_DIST: dist, DAY_PREVIEW_TIMEOUT_MS: 5000 }),
    });
    ann = await registerUser(stack.urls.gateway);
    bob = await registerUser(stack.urls.gateway);
    await addNotes(ann.cookie, ['Reviewed **billing** for Ann-only-words', ...HOSTILE]);
    await addNotes(bob.cookie, ['Bob-only-words in his own diary']);
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("draws the user's notes of the named day into the page, as Markdown, never stored by a cache", async () => {
    const res = await page(stack.urls.gateway, `/daily-work?date=${DAY}`, ann.cookie).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.text).toContain('<div id="root"></div><style>');
    expect(res.text).toContain('Reviewed <strong>billing</strong> for Ann-only-words');
    expect(res.text).toContain('Tuesday, March 10, 2026');
    expect(res.text).toContain('Note at 8:00');
    expect(res.text.match(/data-testid="day-preview-note"/g)).toHaveLength(1 + HOSTILE.length);
    expect(res.text).toContain(`"userId":"${ann.id}"`);
  });

  it('renders hostile notes inert: no tag, handler, script URL or closing script from a note', async () => {
    const res = await page(stack.urls.gateway, `/daily-work?date=${DAY}`, ann.cookie).expect(200);
    const preview = res.text.slice(res.text.indexOf('<div id="day-preview"'));
    expect(preview).not.toMatch(/<(img|iframe)\b|<script>|javascript:/i);
    // No element carries an event handler: with quoted attribute values set aside, no on…= is left
    // inside a tag (the notes' "onerror=" is text between tags or inside a quoted value).
    expect(preview.replace(/"[^"]*"/g, '""')).not.toMatch(/<[a-z][^<>]*\son[a-z]+\s*=/i);
    expect(preview).toContain('Look &lt;img src=x onerror=&quot;alert(1)&quot;&gt; here');
    // The one closing tag is the data block's own.
    expect(res.text.match(/<\/script>/g)).toHaveLength(1);
    expect(preview).toContain('<a href="">click</a>');
    expect(preview).toContain(
      '<span class="dp-thumb" role="img" aria-label="pic&quot; onerror=&quot;alert(4)">',
    );
  });

  it("never shows another user's notes: each cookie gets its own day", async () => {
    const res = await page(stack.urls.gateway, `/daily-work?date=${DAY}`, bob.cookie).expect(200);
    expect(res.text).toContain('Bob-only-words');
    expect(res.text).not.toContain('Ann-only-words');
    expect(res.text).not.toContain(ann.id);
  });

  it('sends the plain page without a cookie, with a dead one, for fetches and for /index.html', async () => {
    for (const res of [
      await page(stack.urls.gateway, `/daily-work?date=${DAY}`).expect(200),
      await page(stack.urls.gateway, `/daily-work?date=${DAY}`, 'wd_session=not-a-token').expect(200),
      await page(stack.urls.gateway, `/daily-work?date=not-a-day`, ann.cookie).expect(200),
      await page(stack.urls.gateway, `/calendar?date=${DAY}`, ann.cookie).expect(200),
      await page(stack.urls.gateway, '/index.html', ann.cookie).expect(200),
      await request(stack.urls.gateway)
        .get(`/daily-work?date=${DAY}`)
        .set('Cookie', ann.cookie)
        .set('Sec-Fetch-Dest', 'empty')
        .expect(200),
    ]) {
      expect(res.text).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("shows today in the user's time zone, and nothing for today before the zone is known", async () => {
    const plain = await page(stack.urls.gateway, '/daily-work', ann.cookie).expect(200);
    expect(plain.text).toBe(INDEX);
    await request(stack.urls.gateway)
      .post('/api/user-settings')
      .set('Cookie', ann.cookie)
      .set('Origin', stack.urls.gateway)
      .send({ timeZone: 'Pacific/Kiritimati' })
      .expect((r) => expect(r.status).toBeLessThan(300));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    const res = await page(stack.urls.gateway, '/', ann.cookie).expect(200);
    expect(res.text).toContain(`data-date="${today}"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('sends the plain page when the diary is down', async () => {
    await stack.stop('diary');
    try {
      const res = await page(stack.urls.gateway, `/daily-work?date=${DAY}`, ann.cookie).expect(200);
      expect(res.text).toBe(INDEX);
    } finally {
      await stack.restart('diary');
    }
  });

  describe('with a diary that never answers', () => {
    let stalled: Server;
    const sockets: Socket[] = [];
    let gateway: INestApplication;
    let base: string;
    beforeAll(async () => {
      stalled = createServer((s) => sockets.push(s));
      await new Promise<void>((r) => stalled.listen(0, '127.0.0.1', r));
      gateway = await createGateway({
        ...stack.config,
        WEB_DIST: dist,
        DIARY_URL: `http://127.0.0.1:${(stalled.address() as { port: number }).port}`,
        DAY_PREVIEW_TIMEOUT_MS: 250,
      });
      await gateway.listen(0, '127.0.0.1');
      base = (await gateway.getUrl()).replace('[::1]', '127.0.0.1');
    });
    afterAll(async () => {
      await gateway?.close();
      for (const s of sockets) s.destroy();
      await new Promise((r) => stalled.close(r));
    });

    it('sends the plain page once DAY_PREVIEW_TIMEOUT_MS has passed', async () => {
      const started = Date.now();
      const res = await page(base, `/daily-work?date=${DAY}`, ann.cookie).expect(200);
      const took = Date.now() - started;
      expect(res.text).toBe(INDEX);
      expect(took).toBeGreaterThanOrEqual(240);
      expect(took).toBeLessThan(1500);
    });
  });
});
