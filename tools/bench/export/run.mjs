#!/usr/bin/env node
// Export / import benchmark (issue 18): a diary of 1,000 then 10,000 sessions (5 notes each, so
// 50,000 notes at the end) is exported as JSON, Markdown and CSV through the gateway, and the
// 10,000-session JSON archive is imported into a fresh account. For each: wall time, the file's
// size, and the peak RSS of every service process (sampled from /proc every 20 ms). Export memory
// should stay flat from 1,000 to 10,000 sessions. Needs the built apps (`npx nx run-many -t build`).
// Writes docs/benchmarks.md's "Export and import" section.
// Usage: node tools/bench/export/run.mjs
import { randomBytes, randomUUID } from 'node:crypto';
import { Blob } from 'node:buffer';
import pg from 'pg';
import { log, measured, servicePids, sleep, startStack, writeBenchSection } from '../harness.mjs';

const NOTES_PER_SESSION = 5;

/** Adds sessions (and their notes) straight into the diary database, one day per 5 sessions. */
async function seed(db, userId, from, to) {
  const CHUNK = 1000;
  for (let i = from; i < to; i += CHUNK) {
    const ids = [];
    const starts = [];
    const ends = [];
    const dates = [];
    for (let k = i; k < Math.min(i + CHUNK, to); k++) {
      const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(k / 5) * 86_400_000);
      const start = new Date(day.getTime() + (8 + (k % 5) * 2) * 3_600_000);
      ids.push(randomUUID());
      starts.push(start);
      ends.push(new Date(start.getTime() + 90 * 60_000));
      dates.push(day.toISOString().slice(0, 10));
    }
    await db.query(
      `INSERT INTO work_records (id, user_id, start_time, end_time, is_active, date, summary_subject, summary_description)
       SELECT id, $1, s, e, false, d, 'Worked on the importer', '- wrote tests\n- fixed a bug'
       FROM unnest($2::uuid[], $3::timestamptz[], $4::timestamptz[], $5::date[]) AS t(id, s, e, d)`,
      [userId, ids, starts, ends, dates],
    );
    await db.query(
      `INSERT INTO work_notes (user_id, work_record_id, content, timestamp)
       SELECT $1, r.id, 'Note ' || n || ': reviewed the design, wrote tests and a long enough sentence to be realistic.',
         r.start_time + n * interval '10 minutes'
       FROM work_records r CROSS JOIN generate_series(1, ${NOTES_PER_SESSION}) AS n
       WHERE r.id = ANY($2::uuid[])`,
      [userId, ids],
    );
  }
}

async function register(base, name) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, password: 'bench-password-1', email: `${name}@example.com` }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return {
    cookie: res.headers.get('set-cookie').split(';')[0],
    id: /** @type {any} */ (await res.json()).id,
  };
}

async function download(base, cookie, format) {
  const res = await fetch(`${base}/api/export?format=${format}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`export ${format}: ${res.status}`);
  let bytes = 0;
  const chunks = format === 'json' ? [] : null;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    chunks?.push(chunk);
  }
  return { bytes, body: chunks ? Buffer.concat(chunks) : null };
}

async function main() {
  const id = randomBytes(3).toString('hex');
  // One process per service, so that each one's memory is measured apart.
  const stack = await startStack(`bench_${id}`, { MODE: 'services', LOG_LEVEL: 'warn' });
  const { base } = stack;
  const db = new pg.Client({ connectionString: stack.databaseUrl('diary') });
  const rows = [];
  try {
    const pids = servicePids(stack.pid);
    log(`services: ${JSON.stringify(pids)}`);
    await db.connect();
    const owner = await register(base, `bench${id}`);
    let seeded = 0;
    let archive = null;
    for (const sessions of [1000, 10000]) {
      await seed(db, owner.id, seeded, sessions);
      seeded = sessions;
      await sleep(2000);
      for (const format of ['json', 'markdown', 'csv']) {
        const run = await measured(pids, () => download(base, owner.cookie, format));
        if (format === 'json' && sessions === 10000) archive = run.result.body;
        rows.push({
          what: `export ${format}`,
          sessions,
          ms: run.ms,
          bytes: run.result.bytes,
          peak: run.peak,
          before: run.before,
        });
        log(
          `export ${format} of ${sessions}: ${Math.round(run.ms)} ms, ${(run.result.bytes / 1048576).toFixed(1)} MB, diary peak ${run.peak['diary-service'].toFixed(0)} MB`,
        );
      }
    }
    const target = await register(base, `benchin${id}`);
    const form = new globalThis.FormData();
    form.append('file', new Blob([archive], { type: 'application/json' }), 'diary.json');
    const run = await measured(pids, async () => {
      const res = await fetch(`${base}/api/import`, {
        method: 'POST',
        headers: { cookie: target.cookie },
        body: form,
      });
      if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`);
      return res.json();
    });
    rows.push({
      what: 'import json',
      sessions: 10000,
      ms: run.ms,
      bytes: archive.length,
      peak: run.peak,
      before: run.before,
      result: run.result,
    });
    log(
      `import of 10000: ${Math.round(run.ms)} ms ${JSON.stringify(run.result)}, diary peak ${run.peak['diary-service'].toFixed(0)} MB`,
    );
  } finally {
    await db.end().catch(() => undefined);
    await stack.stop();
  }
  report(rows);
}

function report(rows) {
  const mb = (n) => `${n.toFixed(0)} MB`;
  const lines = [
    '## Export and import (issue 18)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`node tools/bench/export/run.mjs\` on the`,
    'shared 2-core machine **while seven other engineers were building and testing on it** (noisy: times',
    'can be off by half; the memory figures are steadier). 5 notes per session (50,000 notes at 10,000',
    'sessions), each session with a summary. Peak RSS is sampled every 20 ms from /proc during the',
    'request (before → peak); through the gateway with a session cookie.',
    '',
    '| what | sessions | time | file | diary RSS | auth RSS | ai RSS | gateway RSS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.sessions.toLocaleString('en-US')} | ${(r.ms / 1000).toFixed(2)} s | ${(r.bytes / 1048576).toFixed(1)} MB | ${mb(r.before['diary-service'])} → ${mb(r.peak['diary-service'])} | ${mb(r.before['auth-service'])} → ${mb(r.peak['auth-service'])} | ${mb(r.before['ai-service'])} → ${mb(r.peak['ai-service'])} | ${mb(r.before.gateway)} → ${mb(r.peak.gateway)} |`,
    ),
    '',
  ];
  // RSS never shrinks much once grown, so each run is judged by its own growth (peak − before).
  const growth = (format, sessions) => {
    const r = rows.find((x) => x.what === `export ${format}` && x.sessions === sessions);
    return r ? r.peak['diary-service'] - r.before['diary-service'] : 0;
  };
  for (const format of ['json', 'markdown', 'csv'])
    lines.push(
      `- Export ${format}: the diary grew by ${mb(growth(format, 1000))} during the 1,000-session export and by ${mb(growth(format, 10000))} during the 10,000-session one (the goal: within 50 MB of each other).`,
    );
  const imp = rows.find((r) => r.what === 'import json');
  if (imp)
    lines.push(`- Import of the 10,000-session archive into a fresh account: ${JSON.stringify(imp.result)}.`);
  lines.push('');
  writeBenchSection('## Export and import (issue 18)', lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
