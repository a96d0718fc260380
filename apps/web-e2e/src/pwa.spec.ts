// The installable app (issue 22): the manifest and an active service worker; after a first visit
// the app opens with the network gone, a note saved offline reaches the server once the network
// returns (exactly once), and a new build's service worker brings the reload prompt.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { test, expect, Page, APIRequestContext } from '@playwright/test';
import { root } from '../support/stack';
import { typeTime } from '../support/time-field';
import { newUser, registerViaApi, signInViaForm } from '../support/users';

test.use({ serviceWorkers: 'allow' });
// A first visit precaches the whole app; on a busy machine that alone can take half a minute.
test.describe.configure({ timeout: 180_000 });

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const hhmm = (d: Date) =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
const editor = (page: Page) => page.getByRole('textbox', { name: 'Work notes' });

/** Waits until a service worker is active and this page is under its control. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready);
  }
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

async function notesOf(request: APIRequestContext, date: string): Promise<string[]> {
  const res = await request.get(`/api/work-records/${date}`);
  expect(res.ok()).toBe(true);
  const day = (await res.json()) as { records: { notes: { content: string }[] }[] };
  return day.records.flatMap((r) => r.notes.map((n) => n.content));
}

test('the app installs: a valid manifest with icons, and an active service worker', async ({
  page,
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBe('Work Diary');
  expect(manifest.start_url).toBe('/daily-work');
  expect(manifest.display).toBe('standalone');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    expect(icon, `an icon of ${size}`).toBeTruthy();
    const png = await request.get(icon!.src);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    // The PNG signature and the stated size (width and height in the IHDR chunk).
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
  }

  await page.goto('/auth/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');
  const state = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { script: reg.active?.scriptURL, scope: reg.scope };
  });
  expect(state.script).toMatch(/\/sw\.js$/);
  expect(new URL(state.scope).pathname).toBe('/');
  // The shell and the hashed assets are in the cache; no API answer ever is.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached.some((u) => u.startsWith('/index.html'))).toBe(true);
  expect(cached.filter((u) => u.startsWith('/assets/') && u.endsWith('.js')).length).toBeGreaterThan(10);
  expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);
});

test('offline after a first visit: the app opens, and a note saved offline reaches the server once', async ({
  page,
  context,
}) => {
  // A first visit: the service worker installs (precaching the app) and takes the page over.
  await page.goto('/auth/login');
  await controlledByServiceWorker(page);
  const user = await registerViaApi(context.request, newUser('pwaoff'));
  await context.clearCookies();
  await signInViaForm(page, user);
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Session in progress|No active session/)).toBeVisible({ timeout: 30_000 });
  const today = dayKey(new Date());

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('offline-badge')).toHaveText(/Offline/);

  const text = `Written on the train ${Date.now()}`;
  await editor(page).fill(text);
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByTestId('offline-badge')).toHaveText(/waiting to be sent/);
  await expect(editor(page)).toHaveValue('');
  await expect(page.getByText('Session in progress')).toBeVisible();
  const startedBy = Date.now();

  // The session (started offline by typing) is stopped offline too, at a time chosen now.
  const inAMinute = new Date(Date.now() + 60_000);
  const endAt = dayKey(inAMinute) === today ? inAMinute : new Date();
  await page.getByRole('button', { name: 'Stop Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End work session' });
  await typeTime(dialog.getByLabel('End time'), hhmm(endAt));
  await dialog.getByRole('button', { name: 'End Session' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No active session')).toBeVisible();
  await expect(page.getByTestId('offline-badge')).toHaveText(/3 waiting to be sent/);
  // Later than the chosen end: the server must get the recorded times, not the sending time.
  await page.waitForTimeout(1000);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-badge')).toBeHidden({ timeout: 30_000 });
  await expect.poll(() => notesOf(page.request, today), { timeout: 20_000 }).toContain(text);
  expect((await notesOf(page.request, today)).filter((n) => n === text)).toHaveLength(1);

  // The session started and stopped offline kept the browser's times.
  const day = (await (await page.request.get(`/api/work-records/${today}`)).json()) as {
    records: { startTime: string; endTime: string | null; isActive: boolean; notes: { content: string }[] }[];
  };
  const record = day.records.find((r) => r.notes.some((n) => n.content === text))!;
  expect(record.isActive).toBe(false);
  expect(Date.parse(record.startTime)).toBeLessThanOrEqual(startedBy);
  expect(hhmm(new Date(record.endTime!))).toBe(hhmm(endAt));
  expect(await (await page.request.get('/api/work-records/active')).json()).toBeNull();

  // Nothing is sent twice: not after a reload, not after another offline/online round.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await context.setOffline(false);
  await page.waitForTimeout(1500);
  expect((await notesOf(page.request, today)).filter((n) => n === text)).toHaveLength(1);
});

test('a new build shows "New version available — reload", and Reload switches to it', async ({ page }) => {
  // A new build on the server: a service worker script that differs by a byte. The gateway
  // serves the built files from dist/apps/web, so the test puts the new script there (and its
  // precompressed twins) and puts the old one back afterwards.
  const dist = join(root, 'dist/apps/web');
  test.skip(
    !existsSync(join(dist, 'sw.js')) || !existsSync(join(root, 'tmp/e2e-stack.json')),
    'needs the stack this run started from the local build',
  );
  await page.goto('/auth/login');
  await controlledByServiceWorker(page);
  const firstWorker = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );

  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].filter((f) => existsSync(join(dist, f)));
  const saved = new Map(files.map((f) => [f, readFileSync(join(dist, f))]));
  try {
    const next = Buffer.concat([saved.get('sw.js')!, Buffer.from(`\n// build ${Date.now()}\n`)]);
    writeFileSync(join(dist, 'sw.js'), next);
    if (saved.has('sw.js.br')) writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(next));
    if (saved.has('sw.js.gz')) writeFileSync(join(dist, 'sw.js.gz'), gzipSync(next));
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });
    const prompt = page.getByText('New version available — reload');
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toBeHidden();
    // The new worker took over: nothing waits any more, and it controls the page.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return Boolean(reg?.active && !reg.waiting && navigator.serviceWorker.controller);
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
  } finally {
    for (const [f, bytes] of saved) writeFileSync(join(dist, f), bytes);
  }
});
