// Loads a ten-year diary for one user (issue 39): 25,000 sessions on the working days of the last
// ten years, 6 notes each (150,000), 2,000 image attachments, straight into the diary's database,
// and the search documents and record tags the search service keeps for them into its database
// (the same rows its indexer writes: tools/bench/search/load.mjs shows the table). Rows are made
// here, deterministic, and sent as multi-row INSERTs via unnest (pg-copy-streams is not installed),
// 5,000 a statement; the time each part took is returned.
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { VOCABULARY } from '../search/vocabulary.mjs';

const require = createRequire(import.meta.url);
export const SESSIONS = 25_000;
export const NOTES_PER_SESSION = 6;
export const ATTACHMENTS = 2_000;
const BATCH = 5_000;
const DAY_MS = 86_400_000;
const TAGS = [
  [],
  ['code'],
  ['code', 'review'],
  ['meetings'],
  ['ops'],
  ['client:acme', 'meetings'],
  ['writing'],
];
const words = VOCABULARY;

/** A UUID from a name, the same on every run (ids must agree between the two databases). */
const uuidOf = (name) => {
  const h = createHash('md5').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const dayKey = (ms) => new Date(ms).toISOString().slice(0, 10);

/** Head-heavy word choice (as the search bench's), from a counter so the text is the same each run. */
function sentence(seed, length) {
  const out = [];
  let x = seed * 2654435761;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const r = x / 2147483648;
    out.push(
      r < 0.03 ? `TICKET-${1000 + Math.floor(r * 300000)}` : words[Math.floor(words.length * r ** 2.2)],
    );
  }
  return out.join(' ');
}

/** The working days (Monday to Friday) of the `years` years ending on `lastDay`. */
export function workingDays(lastDay, years = 10) {
  const days = [];
  const end = Date.parse(lastDay);
  for (let t = end - Math.round(365.2 * years) * DAY_MS; t <= end; t += DAY_MS) {
    const wd = new Date(t).getUTCDay();
    if (wd !== 0 && wd !== 6) days.push(dayKey(t));
  }
  return days;
}

/** The sessions, spread evenly over the working days, 8:00 onwards, 45 minutes, every 50. */
function sessionsOf(userId, days, count) {
  const perDay = new Map();
  const sessions = [];
  for (let i = 0; i < count; i++) {
    const date = days[Math.floor((i * days.length) / count)];
    const slot = perDay.get(date) ?? 0;
    perDay.set(date, slot + 1);
    const start = new Date(Date.parse(date) + (8 * 60 + slot * 50) * 60_000);
    const summarized = i % 5 !== 0;
    sessions.push({
      id: uuidOf(`${userId}:record:${i}`),
      date,
      start,
      end: new Date(start.getTime() + 45 * 60_000),
      tags: TAGS[i % TAGS.length],
      subject: summarized ? `Worked on ${sentence(i, 3)}` : null,
      description: summarized ? `- ${sentence(i + 7, 10)}\n- ${sentence(i + 11, 8)}` : null,
    });
  }
  return sessions;
}

async function inBatches(rows, write) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/** One small photo-like image (sharp, which the attachments use), its bytes shared by every attachment. */
async function sampleImages() {
  const sharp = require('sharp');
  const raw = Buffer.alloc(640 * 400 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + ((i / 1920) | 0) * 3) & 0xff;
  const image = sharp(raw, { raw: { width: 640, height: 400, channels: 3 } });
  return {
    original: await image.clone().jpeg({ quality: 80 }).toBuffer(),
    thumb: await image.clone().resize(320).webp().toBuffer(),
  };
}

/**
 * @param {import('pg').Client} diary the diary service's database
 * @param {import('pg').Client} search the search service's database
 * @param {string} userId
 * @param {string} lastDay yyyy-MM-dd, the diary's last day
 * @param {number} [years] the diary's length; fewer than ten loads as many sessions, notes and
 *   attachments a year (a smaller diary of the same shape)
 */
export async function loadDecade(diary, search, userId, lastDay, years = 10) {
  const timings = {};
  const t0 = Date.now();
  for (const db of [diary, search]) await db.query('SET synchronous_commit = off');
  await search.query(`SET maintenance_work_mem = '256MB'`);
  const sessions = sessionsOf(userId, workingDays(lastDay, years), Math.round((SESSIONS * years) / 10));
  const version = Date.now();

  let t = Date.now();
  await inBatches(sessions, (part) =>
    diary.query(
      `INSERT INTO work_records (id, user_id, date, start_time, end_time, is_active, summary_subject, summary_description, tags)
       SELECT t.id, $1, t.date, t.s, t.e, false, t.subject, t.description, ARRAY(SELECT jsonb_array_elements_text(t.tags::jsonb))
       FROM unnest($2::uuid[], $3::date[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::text[], $8::text[])
         AS t(id, date, s, e, subject, description, tags)`,
      [
        userId,
        part.map((s) => s.id),
        part.map((s) => s.date),
        part.map((s) => s.start),
        part.map((s) => s.end),
        part.map((s) => s.subject),
        part.map((s) => s.description),
        part.map((s) => JSON.stringify(s.tags)),
      ],
    ),
  );
  timings.sessions = Date.now() - t;

  t = Date.now();
  const notes = [];
  for (const [i, s] of sessions.entries())
    for (let n = 0; n < NOTES_PER_SESSION; n++) {
      const k = i * NOTES_PER_SESSION + n;
      notes.push({
        id: uuidOf(`${userId}:note:${k}`),
        recordId: s.id,
        date: s.date,
        content: sentence(k + 101, 8 + (k % 23)),
        at: new Date(s.start.getTime() + n * 7 * 60_000),
      });
    }
  await inBatches(notes, (part) =>
    diary.query(
      `INSERT INTO work_notes (id, user_id, work_record_id, content, timestamp)
       SELECT t.id, $1, t.r, t.c, t.ts FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::timestamptz[]) AS t(id, r, c, ts)`,
      [
        userId,
        part.map((n) => n.id),
        part.map((n) => n.recordId),
        part.map((n) => n.content),
        part.map((n) => n.at),
      ],
    ),
  );
  timings.notes = Date.now() - t;

  t = Date.now();
  const images = await sampleImages();
  const step = Math.floor(SESSIONS / ATTACHMENTS);
  const attachments = Array.from({ length: Math.round((ATTACHMENTS * years) / 10) }, (_, a) => ({
    id: uuidOf(`${userId}:attachment:${a}`),
    recordId: sessions[a * step].id,
  }));
  await inBatches(attachments, async (part) => {
    await diary.query(
      `INSERT INTO attachments (id, user_id, work_record_id, content_type, bytes, width, height, thumb_content_type)
       SELECT t.id, $1, t.r, 'image/jpeg', $4, 640, 400, 'image/webp' FROM unnest($2::uuid[], $3::uuid[]) AS t(id, r)`,
      [userId, part.map((a) => a.id), part.map((a) => a.recordId), images.original.length],
    );
    await diary.query(
      `INSERT INTO attachment_blobs (attachment_id, variant, data)
       SELECT id, v.variant, CASE v.variant WHEN 'original' THEN $2::bytea ELSE $3::bytea END
       FROM unnest($1::uuid[]) AS id, (VALUES ('original'), ('thumb')) AS v(variant)`,
      [part.map((a) => a.id), images.original, images.thumb],
    );
  });
  timings.attachments = Date.now() - t;

  // The search service's rows: a document per note and per summary, and each record's tags. Its
  // indexes are built once after the load with their migrations' own definitions (maintaining the
  // per-user lexeme and trigram indexes row by row takes minutes), as tools/bench/search does.
  t = Date.now();
  const { rows: indexes } = await search.query(
    // documents is partitioned: its indexes read "ON ONLY documents", which would build the parent's alone.
    `SELECT indexname, replace(indexdef, ' ON ONLY ', ' ON ') AS indexdef
     FROM pg_indexes WHERE tablename = 'documents' AND indexname <> 'documents_pkey'`,
  );
  for (const { indexname } of indexes) await search.query(`DROP INDEX "${indexname}"`);
  await inBatches(notes, (part) =>
    search.query(
      `INSERT INTO documents (id, user_id, type, record_id, date, content, "timestamp", version)
       SELECT 'note:' || t.id, $1, 'note', t.r, t.d, t.c, t.ts, $6
       FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $7::timestamptz[]) AS t(id, r, d, c, ts)`,
      [
        userId,
        part.map((n) => n.id),
        part.map((n) => n.recordId),
        part.map((n) => n.date),
        part.map((n) => n.content),
        version,
        part.map((n) => n.at),
      ],
    ),
  );
  const summarized = sessions.filter((s) => s.subject);
  await inBatches(summarized, (part) =>
    search.query(
      `INSERT INTO documents (id, user_id, type, record_id, date, subject, content, "timestamp", version)
       SELECT 'summary:' || t.r, $1, 'summary', t.r, t.d, t.s, t.c, t.ts, $7
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) AS t(r, d, s, c, ts)`,
      [
        userId,
        part.map((s) => s.id),
        part.map((s) => s.date),
        part.map((s) => s.subject),
        part.map((s) => s.description),
        part.map((s) => s.start),
        version,
      ],
    ),
  );
  const tagged = sessions.filter((s) => s.tags.length);
  await inBatches(tagged, (part) =>
    search.query(
      `INSERT INTO record_tags (record_id, user_id, tags, version)
       SELECT t.r, $1, ARRAY(SELECT jsonb_array_elements_text(t.tags::jsonb)), $4
       FROM unnest($2::uuid[], $3::text[]) AS t(r, tags)`,
      [userId, part.map((s) => s.id), part.map((s) => JSON.stringify(s.tags)), version],
    ),
  );
  for (const { indexdef } of indexes) await search.query(indexdef);
  timings.search = Date.now() - t;

  t = Date.now();
  await diary.query('VACUUM ANALYZE work_records, work_notes, attachments');
  await search.query('VACUUM ANALYZE documents, record_tags');
  timings.analyze = Date.now() - t;
  timings.total = Date.now() - t0;
  return {
    timings,
    counts: { sessions: sessions.length, notes: notes.length, attachments: attachments.length },
    days: [...new Set(sessions.map((s) => s.date))],
    imageBytes: images.original.length,
  };
}
