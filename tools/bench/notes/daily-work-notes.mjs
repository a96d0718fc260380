#!/usr/bin/env node
// Daily Work with a full day (issue 32): a day of 50 notes (Markdown, some long) and 10 images
// (when the attachments API is there) in real Chromium on a simulated 4G link as
// tools/budget/wire-size.mjs uses (1.6 Mbps down, 750 kbps up, 150 ms latency), cold cache:
// the time from navigation to the first note on screen (the gateway's preview drawn into the page,
// apps/gateway/src/spa/day-preview.ts, or the live screen's), to the live screen's first note, and
// to all 50 on the live screen. The goal: first notes within 1 s. Starts the built stack
// (`npx nx run-many -t build`) under its own databases.
// Usage: node tools/bench/notes/daily-work-notes.mjs [--runs 5] [--notes 50] [--images 10] [--write]
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { log, startStack, writeBenchSection } from '../harness.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const arg = (name, fallback) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const runs = arg('--runs', 5);
const noteCount = arg('--notes', 50);
const imageCount = arg('--images', 10);
const write = process.argv.includes('--write');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const DAY = '2026-03-10';

/** A note as people write them: a heading now and then, lists, code, a table, a link. */
function noteText(i) {
  const kinds = [
    `Reviewed PR #${100 + i} for the **billing** service; left ${i % 5} comments.`,
    `### Standup\n\n- [x] fixed the flaky test\n- [ ] write the migration for \`invoices\`\n- talk to Ann about [the spec](https://example.com/spec/${i})`,
    `Debugged the login timeout:\n\n\`\`\`ts\nconst timeout = ${1000 + i};\nawait retry(() => login(user), { timeout });\n\`\`\`\n\nRoot cause: the pool was exhausted.`,
    `| service | p99 |\n|---|---|\n| auth | ${20 + i} ms |\n| diary | ${30 + i} ms |`,
    `${'Long notes happen. '.repeat(40)}~~done~~ https://example.com/run/${i}`,
  ];
  return kinds[i % kinds.length];
}

async function seed(base) {
  const origin = { origin: base, 'content-type': 'application/json' };
  const user = `bench${randomBytes(4).toString('hex')}`;
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ username: user, email: `${user}@example.com`, password: 'secret-pass-1' }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const cookie = (reg.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const headers = { ...origin, cookie };
  const post = async (path, body) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // Five sessions of ten notes each.
  for (let s = 0; s < 5; s++) {
    const record = /** @type {{ id: string }} */ (
      await post('/api/work-records', {
        startTime: `${DAY}T${String(8 + s * 2).padStart(2, '0')}:00:00.000Z`,
        endTime: `${DAY}T${String(9 + s * 2).padStart(2, '0')}:30:00.000Z`,
        isActive: false,
        date: DAY,
      })
    );
    for (let n = 0; n < noteCount / 5; n++) {
      const i = s * (noteCount / 5) + n;
      await post('/api/work-notes', {
        workRecordId: record.id,
        content: noteText(i),
        timestamp: `${DAY}T${String(8 + s * 2).padStart(2, '0')}:${String(n * 5).padStart(2, '0')}:00.000Z`,
      });
    }
    if (s === 0) await addImages(base, cookie, record.id);
  }
  return cookie;
}

/** Ten images in notes, through the attachments API when this build has it. */
async function addImages(base, cookie, recordId) {
  if (!imageCount) return;
  let sharp;
  try {
    sharp = require('sharp');
  } catch {
    log('sharp is not installed: images skipped');
    return;
  }
  for (let i = 0; i < imageCount; i++) {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 40 + i * 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const form = new globalThis.FormData();
    form.append('workRecordId', recordId);
    form.append('file', new globalThis.Blob([png], { type: 'image/png' }), `shot-${i}.png`);
    const res = await fetch(`${base}/api/attachments`, {
      method: 'POST',
      headers: { cookie, origin: base },
      body: form,
    });
    if (res.status === 404) {
      log('no attachments API in this build: images skipped');
      return;
    }
    if (!res.ok) throw new Error(`attachment: ${res.status} ${await res.text()}`);
    const { url } = /** @type {{ url: string }} */ (await res.json());
    const note = await fetch(`${base}/api/work-notes`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({
        workRecordId: recordId,
        content: `Whiteboard ${i}\n\n![whiteboard ${i}](${url})`,
      }),
    });
    if (!note.ok) throw new Error(`image note: ${note.status}`);
  }
}

/** One cold visit: ms from navigation to the first note on screen, to the live screen's first, and to its last. */
async function visit(browser, base, cookie) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  await context.addCookies(
    cookie.split('; ').map((c) => {
      const [name, ...value] = c.split('=');
      return { name, value: value.join('='), url: base };
    }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const start = Date.now();
  await page.goto(`${base}/daily-work?date=${DAY}`, { waitUntil: 'commit' });
  await page
    .locator('[data-testid="session-item-note"], [data-testid="day-preview-note"]')
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  const first = Date.now() - start;
  // Where the first note's time went: the page's own timings (ms from navigation start).
  const timing = await page.evaluate(() => {
    const [nav] = /** @type {any[]} */ (
      globalThis.performance.getEntriesByType(/** @type {any} */ ('navigation'))
    );
    const fcp = globalThis.performance.getEntriesByName('first-contentful-paint')[0];
    return {
      ttfb: Math.round(nav?.responseStart ?? 0),
      html: Math.round(nav?.responseEnd ?? 0),
      fcp: Math.round(fcp?.startTime ?? 0),
      bytes: nav?.encodedBodySize ?? 0,
    };
  });
  await page.getByTestId('session-item-note').first().waitFor({ state: 'visible', timeout: 60_000 });
  const live = Date.now() - start;
  await page.waitForFunction(
    `document.querySelectorAll('[data-testid="session-item-note"]').length >= ${noteCount}`,
    undefined,
    {
      timeout: 60_000,
    },
  );
  const all = Date.now() - start;
  await context.close();
  return { first, live, all, timing };
}

const stack = await startStack(`bench_notes_${randomBytes(3).toString('hex')}`);
try {
  log(`stack at ${stack.base}; seeding ${noteCount} notes and ${imageCount} images`);
  const cookie = await seed(stack.base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    await visit(browser, stack.base, cookie); // warm the server (not the browser: each visit is cold)
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(await visit(browser, stack.base, cookie));
      const r = results.at(-1);
      log(
        `run ${i + 1}: first note ${r.first} ms, live screen's first ${r.live} ms, all ${noteCount} ${r.all} ms` +
          ` (page: first byte ${r.timing.ttfb} ms, last byte ${r.timing.html} ms, ${r.timing.bytes} B;` +
          ` first contentful paint ${r.timing.fcp} ms)`,
      );
    }
    const first = median(results.map((r) => r.first));
    const live = median(results.map((r) => r.live));
    const all = median(results.map((r) => r.all));
    log(
      `median of ${runs}: first note ${first} ms (goal 1000 ms), live screen's first ${live} ms, all notes ${all} ms`,
    );
    if (write)
      writeBenchSection(
        '## Daily Work with 50 notes',
        [
          '## Daily Work with 50 notes',
          '',
          `\`node tools/bench/notes/daily-work-notes.mjs --runs ${runs}\` — Chromium, cold cache, 4G (1.6 Mbps down, 150 ms),`,
          `a day of ${noteCount} Markdown notes${imageCount ? ` and up to ${imageCount} images` : ''}: median first note on screen`,
          `**${first} ms** (goal 1,000 ms), the live screen's first note ${live} ms, all notes ${all} ms`,
          `(${new Date().toISOString().slice(0, 10)}).`,
        ].join('\n'),
      );
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
}
