// The baseline of the API benchmark: a bare Node http handler that runs the same SQL as the diary
// service on the same database, with no framework, no auth, no proxy. Usage: node bare-server.mjs PORT DB_URL USER_ID
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const [port, dbUrl, userId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });

// The same two statements as apps/diary-service/src/work-records/record-reader.ts (DAY_RECORDS_SQL, RECORD_NOTES_SQL).
const READ_RECORDS = `SELECT id, user_id AS "userId", start_time AS "startTime", end_time AS "endTime",
  is_active AS "isActive", to_char(date, 'YYYY-MM-DD') AS date, summary_subject AS "summarySubject",
  summary_description AS "summaryDescription"
  FROM work_records WHERE user_id = $1 AND date = $2 ORDER BY start_time, created_at`;
const READ_NOTES = `SELECT id, user_id AS "userId", work_record_id AS "workRecordId", content, timestamp
  FROM work_notes WHERE user_id = $1 AND work_record_id = ANY($2::uuid[]) ORDER BY timestamp, id`;

async function readDay(date) {
  const records = (await pool.query(READ_RECORDS, [userId, date])).rows;
  const notes = records.length ? (await pool.query(READ_NOTES, [userId, records.map((r) => r.id)])).rows : [];
  let total = 0;
  const out = records.map((r) => {
    const end = r.endTime ?? new Date();
    total += Math.max(0, Math.floor((end - r.startTime) / 60000));
    return { ...r, notes: notes.filter((n) => n.workRecordId === r.id) };
  });
  return { records: out, totalDuration: total };
}

// The same statements as the diary's POST /api/work-notes: NOTE_TARGET_SQL (work-notes.service.ts),
// INSERT_NOTE_SQL (note-writer.ts) and the outbox row (outbox.service.ts), in one transaction.
const NOTE_TARGET = `SELECT id, user_id AS "userId", to_char(date, 'YYYY-MM-DD') AS date
  FROM work_records WHERE id = $1 AND user_id = $2 FOR SHARE`;
const INSERT_NOTE = `INSERT INTO work_notes (id, user_id, work_record_id, content, timestamp, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6)`;
const INSERT_OUTBOX = 'INSERT INTO outbox_events (kind, user_id, payload) VALUES ($1, $2, $3)';

async function addNote(body) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const [record] = (await client.query(NOTE_TARGET, [body.workRecordId, userId])).rows;
    if (!record) {
      await client.query('ROLLBACK');
      return null;
    }
    const id = randomUUID();
    const ts = new Date();
    await client.query(INSERT_NOTE, [id, userId, record.id, body.content, ts, ts]);
    const payload = {
      kind: 'note.upsert',
      version: ts.getTime(),
      userId,
      noteId: id,
      recordId: record.id,
      date: record.date,
      content: body.content,
      timestamp: ts.toISOString(),
    };
    await client.query(INSERT_OUTBOX, ['search_index', userId, JSON.stringify(payload)]);
    await client.query('COMMIT');
    return { id, userId, content: body.content, timestamp: ts.toISOString(), workRecordId: record.id };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url.startsWith('/api/work-records/')) {
      const day = await readDay(req.url.slice('/api/work-records/'.length));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(day));
      return;
    }
    if (req.method === 'POST' && req.url === '/api/work-notes') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const note = await addNote(JSON.parse(raw));
      res.writeHead(note ? 201 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(note));
      return;
    }
    res.writeHead(404).end();
  } catch (e) {
    res.writeHead(500).end(String(e.message));
  }
}).listen(Number(port), '127.0.0.1');
