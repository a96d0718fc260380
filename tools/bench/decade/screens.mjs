#!/usr/bin/env node
// Daily Work and the Calendar on the ten-year diary (issue 39) in headless Chromium: the built web
// served by the gateway as `npm start` ships it, the decade user of load.mjs signed in by cookie,
// and the time from navigation start (the page's own clock) to the first note on Daily Work (the
// diary's last day, `?date=`: the gateway's preview drawn into the page or the live screen's), to
// the live screen's first note, and to the Calendar's month showing its day totals. Cold (a fresh
// browser context: no cache) and warm (the same context again), several runs each: p50, p95 and
// max. The goal: within 1 s. One cold run's requests are listed (the waterfall) to show where the
// time goes. Writes its section of docs/benchmarks.md with --write.
// Needs the built apps (`npx nx run-many -t build`) and /usr/bin/chromium (CHROMIUM_PATH). Without
// that browser it measures only the server's side of the two screens: the requests they make
// first, asked over HTTP as the page would (time to last byte and body bytes), and says so.
// Usage: node tools/bench/decade/screens.mjs [--runs 7] [--years 10] [--write]
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import pg from 'pg';
import { handWritten, log, register, startStack, writeBenchSection } from '../harness.mjs';
import { loadDecade } from './load.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const HEADING = '## Daily Work and the Calendar on the ten-year diary (issue 39)';
const arg = (name, fallback) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const runs = arg('--runs', 7);
const years = arg('--years', 10);
const write = process.argv.includes('--write');
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** What is waited for: the first element matching `selector` that has a size on screen. */
const SCREENS = [
  {
    name: 'Daily Work: first note (preview or live)',
    path: (day) => `/daily-work?date=${day}`,
    selector: '[data-testid="session-item-note"], [data-testid="day-preview-note"]',
  },
  {
    name: "Daily Work: the live screen's first note",
    path: (day) => `/daily-work?date=${day}`,
    selector: '[data-testid="session-item-note"]',
  },
  {
    name: 'Calendar: the month with its day totals',
    path: () => '/calendar',
    selector: '.fc-daygrid-day.fc-day-has-records .fc-day-total',
  },
];

/**
 * Navigates `page` to `url` and gives the page's performance.now() (ms since its navigation
 * started) when `selector` first shows, polled every animation frame.
 */
async function timeTo(page, url, selector) {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (sel) => {
      const el = globalThis.document.querySelector(sel);
      const box = el?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0 ? globalThis.performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout: 60_000 },
  );
  return Math.round(await handle.jsonValue());
}

/**
 * A browser this user signed in on earlier, with an empty cache: the session cookie and the app's
 * own record of the sign-in (localStorage "auth", kept by the app at sign-in), so a cold visit goes
 * straight to its screen as a returning user's does instead of through the sign-in page.
 */
async function newContext(browser, base, user) {
  const auth = { isAuthenticated: true, userId: user.userId, username: user.username };
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
    storageState: {
      cookies: [],
      origins: [{ origin: base, localStorage: [{ name: 'auth', value: JSON.stringify(auth) }] }],
    },
  });
  const [name, ...value] = user.cookie.split('=');
  await context.addCookies([{ name, value: value.join('='), url: base }]);
  return context;
}

/** One cold visit of `screen` with its requests: path, status, bytes, start and end (ms). */
async function waterfall(browser, base, user, url, selector) {
  const context = await newContext(browser, base, user);
  const page = await context.newPage();
  const rows = [];
  page.on('requestfinished', async (req) => {
    const t = req.timing();
    const size = await req.sizes().catch(() => ({ responseBodySize: 0 }));
    rows.push({
      path: new URL(req.url()).pathname + new URL(req.url()).search,
      start: t.startTime,
      end: t.startTime + t.responseEnd,
      bytes: size.responseBodySize,
    });
  });
  const shown = await timeTo(page, url, selector);
  const navStart = await page.evaluate(() => globalThis.performance.timeOrigin);
  await context.close();
  return {
    shown,
    rows: rows
      .map((r) => ({ ...r, start: r.start - navStart, end: r.end - navStart }))
      .sort((a, b) => a.start - b.start),
  };
}

async function measure(browser, base, user, day) {
  const results = [];
  for (const screen of SCREENS) {
    const url = `${base}${screen.path(day)}`;
    const cold = [];
    for (let i = 0; i < runs; i++) {
      const context = await newContext(browser, base, user);
      cold.push(await timeTo(await context.newPage(), url, screen.selector));
      await context.close();
    }
    const context = await newContext(browser, base, user);
    const page = await context.newPage();
    await timeTo(page, url, screen.selector); // fills the cache
    const warm = [];
    for (let i = 0; i < runs; i++) warm.push(await timeTo(page, url, screen.selector));
    await context.close();
    for (const { kind, times } of [
      { kind: 'cold', times: cold },
      { kind: 'warm', times: warm },
    ]) {
      const sorted = [...times].sort((a, b) => a - b);
      const row = {
        name: screen.name,
        kind,
        n: sorted.length,
        p50: at(sorted, 0.5),
        p95: at(sorted, 0.95),
        max: sorted.at(-1),
        load: load(),
      };
      results.push(row);
      log(
        `${row.name}, ${kind}: p50 ${row.p50} ms, p95 ${row.p95} ms, max ${row.max} ms (${times.join(', ')}); load ${row.load}`,
      );
    }
  }
  return results;
}

/** The first requests of each screen (apps/web: the page, then its reads), as the browser sends them. */
const REQUESTS = (day) => {
  // The Calendar opens on this month (today's), Daily Work on the diary's last day.
  const [y, m] = new Date().toISOString().slice(0, 10).split('-').map(Number);
  const month = (k) => {
    const d = new Date(Date.UTC(y, m - 1 + k, 1));
    return `/api/calendar/${d.getUTCFullYear()}/${d.getUTCMonth() + 1}`;
  };
  const first = new Date(Date.UTC(y, m - 1, 1));
  // At most six weeks from the Monday before the 1st: the most a month's grid shows.
  const from = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const range = `from=${from.toISOString().slice(0, 10)}&to=${new Date(from.getTime() + 41 * 86_400_000).toISOString().slice(0, 10)}`;
  return [
    {
      name: `Daily Work page with its preview: GET /daily-work?date=${day}`,
      path: `/daily-work?date=${day}`,
      page: true,
    },
    { name: `Daily Work's day: GET /api/work-records/${day}`, path: `/api/work-records/${day}` },
    { name: 'Calendar page: GET /calendar', path: '/calendar', page: true },
    ...[-1, 0, 1].map((k) => ({ name: `Calendar month dots: GET ${month(k)}`, path: month(k) })),
    {
      name: `Calendar's six weeks: GET /api/work-records?${range}&notes=false`,
      path: `/api/work-records?${range}&notes=false`,
    },
    { name: `(before: with notes) GET /api/work-records?${range}`, path: `/api/work-records?${range}` },
  ];
};

/** Without a browser: each first request of the two screens, `runs` times over HTTP. */
async function serverSide(base, cookie, day) {
  const rows = [];
  for (const req of REQUESTS(day)) {
    const headers = {
      cookie,
      'accept-encoding': 'br, gzip',
      ...(req.page ? { 'sec-fetch-dest': 'document' } : {}),
    };
    const times = [];
    let bytes = 0;
    for (let i = 0; i < runs + 1; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${req.path}`, { headers });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${req.path} answered ${res.status}`);
      if (i > 0) times.push(Math.round(performance.now() - started)); // the first warms the server
      bytes = Number(res.headers.get('content-length') ?? body.length);
    }
    const sorted = times.sort((a, b) => a - b);
    const row = {
      name: req.name,
      n: sorted.length,
      p50: at(sorted, 0.5),
      p95: at(sorted, 0.95),
      max: sorted.at(-1),
      bytes,
      load: load(),
    };
    rows.push(row);
    log(
      `${row.name}: p50 ${row.p50} ms, p95 ${row.p95} ms, max ${row.max} ms, ${bytes} B on the wire; load ${row.load}`,
    );
  }
  return rows;
}

/** The screens in Chromium: cold and warm runs, one cold visit's requests. */
async function inBrowser(base, user, day, loaded) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    // The server's first answers (its caches, JIT) are not what a returning user meets.
    for (const screen of SCREENS) {
      const context = await newContext(browser, base, user);
      await timeTo(await context.newPage(), `${base}${screen.path(day)}`, screen.selector);
      await context.close();
    }
    const results = await measure(browser, base, user, day);
    const flows = [];
    for (const screen of [SCREENS[1], SCREENS[2]]) {
      const flow = await waterfall(browser, base, user, `${base}${screen.path(day)}`, screen.selector);
      flows.push({ screen, ...flow });
      log(`${screen.name}, one cold visit: shown at ${flow.shown} ms; requests:`);
      for (const r of flow.rows)
        log(
          `  ${r.start.toFixed(0).padStart(5)}–${r.end.toFixed(0).padStart(5)} ms  ${String(r.bytes).padStart(8)} B  ${r.path}`,
        );
    }
    if (write) {
      const section = [
        HEADING,
        '',
        `Command: \`node tools/bench/decade/screens.mjs --runs ${runs}${years === 10 ? '' : ` --years ${years}`} --write\` (after \`npx nx run-many -t build\`; taken ${new Date().toISOString().slice(0, 16)}Z on this 2-core machine, shared with other work: the load average is beside each figure).`,
        `The stack as \`npm start\` ships it (MODE=single, the built web served by the gateway) with the diary of tools/bench/decade/load.mjs (${loaded.counts.sessions.toLocaleString('en-US')} sessions, ${loaded.counts.notes.toLocaleString('en-US')} notes, ${loaded.counts.attachments.toLocaleString('en-US')} attachments), in headless Chromium (/usr/bin/chromium, 1280×900, no network throttling). Each figure is the page's own clock from navigation start to the first element shown: a note on Daily Work of the diary's last day (\`/daily-work?date=${day}\`: the gateway's preview or the live screen's), the live screen's first note, and a day total in the Calendar's month (\`/calendar\`, this month). Cold: a fresh browser context each run (no cache); warm: the same page navigated again. ${runs} runs each after one unmeasured visit of each screen. Goal: within 1 s.`,
        '',
        '| Screen | Cache | Runs | p50 | p95 | max | Load average (1/5/15 min) |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...results.map(
          (r) => `| ${r.name} | ${r.kind} | ${r.n} | ${r.p50} ms | ${r.p95} ms | ${r.max} ms | ${r.load} |`,
        ),
        '',
        ...flows.flatMap((f) => [
          `One cold visit of ${f.screen.name.split(':')[0]} (shown at ${f.shown} ms), its requests (start–end ms from navigation start, body bytes):`,
          '',
          ...f.rows.map(
            (r) =>
              `- ${r.start.toFixed(0)}–${r.end.toFixed(0)} ms, ${r.bytes.toLocaleString('en-US')} B: \`${r.path}\``,
          ),
          '',
        ]),
      ];
      writeBenchSection(HEADING, [...section, ...handWritten(HEADING)].join('\n'));
    }
  } finally {
    await browser.close();
  }
}

const id = randomBytes(3).toString('hex');
if (!existsSync(CHROMIUM))
  log(`no Chromium at ${CHROMIUM} (CHROMIUM_PATH): the server's side of the screens only`);
const stack = await startStack(`bench_decade_screens_${id}`);
const diary = new pg.Client({ connectionString: stack.databaseUrl('diary') });
const search = new pg.Client({ connectionString: stack.databaseUrl('search') });
try {
  const { base } = stack;
  const { cookie, id: userId } = await register(base, `decadescreens${id}`);
  await Promise.all([diary.connect(), search.connect()]);
  const loaded = await loadDecade(
    diary,
    search,
    userId,
    new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    years,
  );
  const day = loaded.days.at(-1);
  log(
    `loaded ${loaded.counts.sessions} sessions, ${loaded.counts.notes} notes, ${loaded.counts.attachments} attachments over ${years} years; Daily Work opens ${day}`,
  );
  if (!existsSync(CHROMIUM)) {
    const rows = await serverSide(base, cookie, day);
    if (write)
      writeBenchSection(
        HEADING,
        [
          HEADING,
          '',
          `Command: \`node tools/bench/decade/screens.mjs --runs ${runs}${years === 10 ? '' : ` --years ${years}`} --write\` (after \`npx nx run-many -t build\`; taken ${new Date().toISOString().slice(0, 16)}Z on this 2-core machine, shared with other work: the load average is beside each figure).`,
          `No Chromium on this machine (${CHROMIUM} is absent, and no browser may be downloaded), so the screens' times in the browser are not measured here: these are the server's side of them, each first request the two screens make, asked over HTTP with the session cookie as the page asks it (the page as a document, so Daily Work's comes with its preview), ${runs} times after one unmeasured, on the diary of tools/bench/decade/load.mjs (${loaded.counts.sessions.toLocaleString('en-US')} sessions, ${loaded.counts.notes.toLocaleString('en-US')} notes, ${loaded.counts.attachments.toLocaleString('en-US')} attachments), the stack as \`npm start\` ships it. Time to the last byte; bytes as sent (the page compressed).`,
          '',
          '| Request | Runs | p50 | p95 | max | Bytes | Load average (1/5/15 min) |',
          '| --- | --- | --- | --- | --- | --- | --- |',
          ...rows.map(
            (r) =>
              `| ${r.name} | ${r.n} | ${r.p50} ms | ${r.p95} ms | ${r.max} ms | ${r.bytes.toLocaleString('en-US')} | ${r.load} |`,
          ),
          '',
          ...handWritten(HEADING),
        ].join('\n'),
      );
  } else await inBrowser(base, { cookie, userId, username: `decadescreens${id}` }, day, loaded);
} finally {
  await Promise.all([diary.end(), search.end()].map((p) => p.catch(() => undefined)));
  await stack.stop();
}
