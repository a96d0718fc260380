#!/usr/bin/env node
// What the sign-in page costs on the wire, measured in real Chromium: the JavaScript bytes the
// browser receives (compressed as the gateway sends them, headers included) until the sign-in
// form can be used, on a cold cache; and, on a simulated 4G link (1.6 Mbps down, 750 kbps up,
// 150 ms latency), the time from navigation until the form can be used.
// The files are served by the gateway's own static handler (dist/apps/gateway), so the
// precompressed twins and headers are the ones production sends. The service worker is blocked:
// its precache downloads the rest of the app after the page has loaded, and is not this route's
// cost. /api calls are answered 401 here (signed out), as for a first visit.
// Usage: node tools/budget/wire-size.mjs [--max-kb 250] [--max-ms 3000] [--runs 3]
//   (builds nothing: run `npx nx run-many -t build -p web,gateway` first)
import { existsSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const maxKb = arg('--max-kb', 250);
const maxMs = arg('--max-ms', 0);
const runs = arg('--runs', 3);
const webDist = join(root, 'dist/apps/web');
const spaJs = join(root, 'dist/apps/gateway/apps/gateway/src/spa/spa.js');
for (const [path, what] of [
  [join(webDist, 'index.html'), 'dist/apps/web (npx nx build web)'],
  [spaJs, 'dist/apps/gateway (npx nx build gateway)'],
]) {
  if (!existsSync(path)) {
    console.error(`wire-size: ${what} is not built.`);
    process.exit(1);
  }
}

const express = require('express');
const { spa } = require(spaJs);
const { chromium } = require('playwright-core');

const app = express();
app.use((req, res, next) =>
  req.path.startsWith('/api/')
    ? res.status(401).json({ statusCode: 401, message: 'Not signed in.' })
    : next(),
);
app.use(...spa(webDist));
const server = await new Promise((resolve) => {
  const s = app.listen(0, '127.0.0.1', () => resolve(s));
});
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** One cold visit of /auth/login: JavaScript bytes on the wire, and ms until the form is usable. */
async function visit(throttle) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  const scripts = new Map();
  let navStart = null;
  let lastScriptEnd = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (navStart === null && e.type === 'Document') navStart = e.timestamp;
  });
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script')
      scripts.set(e.requestId, {
        url: new URL(e.response.url).pathname,
        encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none',
        bytes: 0,
      });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) {
      s.bytes = e.encodedDataLength;
      lastScriptEnd = Math.max(lastScriptEnd, e.timestamp);
    }
  });
  const started = Date.now();
  await page.goto(`${base}/auth/login`, { waitUntil: 'commit' });
  const username = page.getByLabel('Username');
  await username.waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign In' }).waitFor({ state: 'visible' });
  // Usable: the field takes typing.
  await username.fill('x');
  const usableMs = Date.now() - started;
  // When the last script had arrived (network time; the rest of usableMs is the CPU's).
  const scriptsDoneMs = Math.round((lastScriptEnd - (navStart ?? lastScriptEnd)) * 1000);
  await page.waitForLoadState('networkidle');
  const list = [...scripts.values()];
  await context.close();
  return { usableMs, scriptsDoneMs, scripts: list, bytes: list.reduce((a, s) => a + s.bytes, 0) };
}

try {
  const plain = await visit(false);
  for (const s of plain.scripts.sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.encoding.padEnd(4)}  ${s.url}`);
  console.log(`  (unthrottled: form usable after ${plain.usableMs} ms)`);
  const kb = plain.bytes / 1024;
  const bytesOk = kb <= maxKb;
  console.log(
    `wire-size: the sign-in route transfers ${kb.toFixed(1)} KB of JavaScript in ${plain.scripts.length} files (budget ${maxKb} KB): ${bytesOk ? 'within budget' : 'OVER BUDGET'}`,
  );
  const times = [];
  const arrived = [];
  for (let i = 0; i < runs; i++) {
    const v = await visit(true);
    times.push(v.usableMs);
    arrived.push(v.scriptsDoneMs);
  }
  const middle = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const median = middle(times);
  const timeOk = !maxMs || median < maxMs;
  console.log(
    `wire-size: on 4G (1.6 Mbps down, 150 ms latency, cold cache) the sign-in form is usable after ${median} ms (median of ${runs}: ${times.join(', ')} ms)${maxMs ? ` (limit ${maxMs} ms): ${timeOk ? 'within limit' : 'TOO SLOW'}` : ''}`,
  );
  console.log(
    `wire-size: on 4G the last script has arrived ${middle(arrived)} ms after navigation (median; ${arrived.join(', ')} ms); the rest is the machine's CPU (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
  );
  process.exitCode = bytesOk && timeOk ? 0 : 1;
} finally {
  await browser.close();
  server.close();
}
