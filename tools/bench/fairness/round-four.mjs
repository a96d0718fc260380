// Round four's heavy users for the fairness benchmark (run.mjs): the calendar feed of a large diary,
// a flood of past sessions whose summaries are queued, and the search indexing after an import.
// Each answers what the other user (B) sees meanwhile: their own note searchable, their own summary.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sleep } from '../harness.mjs';

/** A JSON request through the gateway, naming the origin as a browser does. */
async function send(base, user, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie: user.cookie, origin: base, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A finished hour on `date` with one note; returns the record. */
export async function pastSession(base, user, date, note, hour = 9) {
  const at = `${date}T${String(hour).padStart(2, '0')}:00:00Z`;
  const record = await send(base, user, 'POST', '/api/work-records', {
    date,
    startTime: at,
    endTime: `${date}T${String(hour).padStart(2, '0')}:50:00Z`,
  });
  if (note) await send(base, user, 'POST', '/api/work-notes', { workRecordId: record.id, content: note });
  return record;
}

/** B adds a note with a word of its own, then searches for it until found: ms until searchable. */
export async function noteSearchableMs(base, user, timeoutMs = 120_000) {
  const word = `zebra${randomUUID().slice(0, 8)}`;
  const started = performance.now();
  await pastSession(base, user, '2024-03-05', `Checked the ${word} migration with the team.`);
  while (performance.now() - started < timeoutMs) {
    const hits = await send(base, user, 'GET', `/api/search?q=${word}`);
    if (hits.length > 0) return performance.now() - started;
    await sleep(100);
  }
  return Infinity;
}

/**
 * `count` finished sessions of the feed's owner, five a day going back from today (so the feed's
 * window holds the last 460 days' worth and the rest lie before it), straight into the diary's database.
 */
export async function seedFeedDiary(db, userId, count) {
  const now = Date.now();
  for (let i = 0; i < count; i += 5000) {
    const n = Math.min(5000, count - i);
    await db.query(
      `INSERT INTO work_records (id, user_id, start_time, end_time, is_active, date, summary_subject, summary_description)
       SELECT gen_random_uuid(), $1, s, s + interval '90 minutes', false, s::date, 'Worked on the importer', '- wrote tests'
       FROM generate_series($2::int, $3::int) AS k,
            LATERAL (SELECT to_timestamp($4::float8 / 1000) - (k / 5) * interval '1 day' - (k % 5) * interval '2 hours' AS s) t`,
      [userId, i, i + n - 1, now],
    );
  }
}

/** Three readers of the same feed at once (none cached yet); answers their bytes and events. */
export async function threeFeeds(base, user) {
  const { url } = await send(base, user, 'GET', '/api/calendar-feed');
  const one = async () => {
    const res = await fetch(`${base}${url}`);
    if (!res.ok) throw new Error(`feed: ${res.status}`);
    let bytes = 0;
    let events = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      events += (
        Buffer.from(chunk)
          .toString('latin1')
          .match(/BEGIN:VEVENT/g) ?? []
      ).length;
    }
    return { bytes, events };
  };
  const answers = await Promise.all([one(), one(), one()]);
  return `3 × ${(answers[0].bytes / 1024 / 1024).toFixed(1)} MB, ${answers[0].events} events each`;
}

/**
 * User A adds `count` finished sessions on past days (each queues its summary after
 * AUTO_SUMMARY_DELAY_MS); then B adds one: ms until B's session has its summary.
 */
export async function summaryFlood(base, heavy, sampler, count, timeoutMs) {
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(i / 8) * 86_400_000).toISOString().slice(0, 10);
    await pastSession(base, heavy, day, `Reviewed pull request ${i} and wrote the tests.`, 8 + (i % 8));
  }
  const started = performance.now();
  const record = await pastSession(
    base,
    sampler,
    '2024-04-02',
    'Decided to ship the exporter behind a flag.',
  );
  while (performance.now() - started < timeoutMs) {
    const day = await send(base, sampler, 'GET', '/api/work-records/2024-04-02');
    if (day.records.find((r) => r.id === record.id)?.summary) return performance.now() - started;
    await sleep(250);
  }
  return Infinity;
}
