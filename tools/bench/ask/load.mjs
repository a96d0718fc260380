// Loads the "ask your diary" benchmark's diary into a running stack: SESSIONS sessions (10 a day,
// the last day yesterday, tags in rotation) and NOTES_PER_SESSION notes each, straight into the
// diary's database with generate_series; then the search service rebuilds the user's index from
// the diary through its own POST /internal/reindex (the path a real reindex takes).
import pg from 'pg';

const TAGS = ['acme', 'globex', 'meetings', 'deep work', 'admin'];
const PHRASES = [
  'Reviewed postgres indexes on the documents table',
  'Fixed the login bug in the session cookie',
  'Invoice export for the finance team',
  'Retro action items and planning',
  'Rate limits on the partner API',
  'Onboarding docs rewritten for new hires',
  'Deployment checklist updated after the release',
  'Flaky test in the importer quarantined',
];

/**
 * @param {{ diaryUrl: string, searchUrl: string, internalToken: string, userId: string,
 *   sessions: number, notesPerSession: number, lastDay: string, log: (m: string) => void }} o
 * @returns {Promise<{ first: string, sessions: number, notes: number, indexed: unknown }>}
 */
export async function loadAskDiary(o) {
  const days = Math.ceil(o.sessions / 10);
  const db = new pg.Client({ connectionString: o.diaryUrl });
  await db.connect();
  try {
    let t = Date.now();
    await db.query(
      `INSERT INTO work_records (user_id, start_time, end_time, is_active, date, tags)
       SELECT $1::uuid, d + make_interval(hours => 7 + s), d + make_interval(hours => 7 + s, mins => 20 + (s * 7) % 40),
              false, d::date, ARRAY[($4::text[])[1 + (s + extract(doy FROM d)::int) % cardinality($4::text[])]]
       FROM generate_series($2::date::timestamptz - make_interval(days => $3::int - 1), $2::date::timestamptz, '1 day') d,
            generate_series(0, 9) s`,
      [o.userId, o.lastDay, days, TAGS],
    );
    await db.query(
      `INSERT INTO work_notes (user_id, work_record_id, content, timestamp)
       SELECT r.user_id, r.id,
              ($3::text[])[1 + (n + abs(hashtext(r.id::text))) % cardinality($3::text[])] || ' (' || n || ', ' || r.date || ')',
              r.start_time + make_interval(mins => n)
       FROM work_records r, generate_series(1, $2::int) n WHERE r.user_id = $1::uuid`,
      [o.userId, o.notesPerSession, PHRASES],
    );
    await db.query('VACUUM ANALYZE work_records, work_notes');
    const { rows } = await db.query(
      `SELECT (SELECT count(*)::int FROM work_records WHERE user_id = $1) AS sessions,
              (SELECT count(*)::int FROM work_notes WHERE user_id = $1) AS notes,
              (SELECT to_char(min(date), 'YYYY-MM-DD') FROM work_records WHERE user_id = $1) AS first`,
      [o.userId],
    );
    o.log(`loaded ${rows[0].sessions} sessions and ${rows[0].notes} notes in ${Date.now() - t} ms`);
    t = Date.now();
    const res = await fetch(`${o.searchUrl}/internal/reindex`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': o.internalToken },
      body: JSON.stringify({ userId: o.userId }),
    });
    if (!res.ok) throw new Error(`reindex answered ${res.status}: ${await res.text()}`);
    const indexed = await res.json();
    o.log(`search index rebuilt in ${Date.now() - t} ms: ${JSON.stringify(indexed)}`);
    return { ...rows[0], indexed };
  } finally {
    await db.end();
  }
}
