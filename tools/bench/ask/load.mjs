// Loads the "ask your diary" benchmark's diary into a running stack: SESSIONS sessions (10 a day,
// the last day yesterday, tags in rotation) and NOTES_PER_SESSION notes each, straight into the
// diary's database with generate_series; then the search service rebuilds the user's index from
// the diary: the same rows the index jobs write (`documents`, `record_tags`), copied with SQL (a
// POST /internal/reindex of 50,000 notes took over five minutes on the busy machine).
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

const BATCH = 5000;

/** Copies the user's notes and record tags into the search service's tables, in batches. */
async function copyToIndex(diary, searchDbUrl, userId) {
  const search = new pg.Client({ connectionString: searchDbUrl });
  await search.connect();
  try {
    const { rows: notes } = await diary.query(
      `SELECT n.id, n.work_record_id AS record, to_char(r.date, 'YYYY-MM-DD') AS date, n.content, n.timestamp
       FROM work_notes n JOIN work_records r ON r.id = n.work_record_id WHERE n.user_id = $1`,
      [userId],
    );
    for (let i = 0; i < notes.length; i += BATCH) {
      const part = notes.slice(i, i + BATCH);
      await search.query(
        `INSERT INTO documents (id, user_id, type, record_id, date, subject, content, "timestamp", version)
         SELECT 'note:' || id, $1::uuid, 'note', record, date, NULL, content, ts, (extract(epoch FROM ts) * 1000)::bigint
         FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::timestamptz[]) AS x(id, record, date, content, ts)`,
        [
          userId,
          part.map((n) => n.id),
          part.map((n) => n.record),
          part.map((n) => n.date),
          part.map((n) => n.content),
          part.map((n) => n.timestamp),
        ],
      );
    }
    await search.query(
      `INSERT INTO record_tags (record_id, user_id, tags, version)
       SELECT id, $1::uuid, tags, 1 FROM unnest($2::uuid[], $3::text[]) AS x(id, tags_text)
       CROSS JOIN LATERAL (SELECT string_to_array(tags_text, '|') AS tags) t`,
      [userId, ...(await tagColumns(diary, userId))],
    );
    await search.query('VACUUM ANALYZE documents, record_tags');
    return { notes: notes.length };
  } finally {
    await search.end();
  }
}

async function tagColumns(diary, userId) {
  const { rows } = await diary.query(
    `SELECT id, array_to_string(tags, '|') AS tags FROM work_records WHERE user_id = $1`,
    [userId],
  );
  return [rows.map((r) => r.id), rows.map((r) => r.tags)];
}

/**
 * @param {{ diaryUrl: string, searchDbUrl: string, userId: string,
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
    const indexed = await copyToIndex(db, o.searchDbUrl, o.userId);
    o.log(`search index filled in ${Date.now() - t} ms: ${JSON.stringify(indexed)}`);
    return { ...rows[0], indexed };
  } finally {
    await db.end();
  }
}
