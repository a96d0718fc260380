// The baseline of the API benchmark: a bare Node http handler that runs the same SQL as the diary
// service on the same database, with no framework, no auth, no proxy. Usage: node bare-server.mjs PORT DB_URL USER_ID
// The statements and the whole-minutes rule are the diary's own, loaded from its build
// (`npx nx run diary-service:build`), so both sides of the benchmark always run the same SQL.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const built = join(dirname(fileURLToPath(import.meta.url)), '../../../dist/apps/diary-service');
const load = (path) => createRequire(import.meta.url)(join(built, path));
/** @type {{ DAY_RECORDS_SQL: string, NOTE_TARGET_SQL: string }} */
const { DAY_RECORDS_SQL, NOTE_TARGET_SQL } = load(
  'apps/diary-service/src/work-records/work-records.statements.js',
);
/** @type {{ RECORD_NOTES_SQL: string, INSERT_NOTES_SQL: string, insertNotesParams: (notes: object[]) => unknown[] }} */
const { RECORD_NOTES_SQL, INSERT_NOTES_SQL, insertNotesParams } = load(
  'apps/diary-service/src/work-notes/work-notes.statements.js',
);
/** @type {{ insertOutboxEventsSql: (count: number) => string }} */
const { insertOutboxEventsSql } = load('apps/diary-service/src/outbox/outbox.statements.js');
const { totalSessionMinutes } = load('libs/contracts/src/duration.js');
const INSERT_OUTBOX = insertOutboxEventsSql(1);

const [port, dbUrl, userId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });

async function readDay(date) {
  const records = (await pool.query(DAY_RECORDS_SQL, [userId, date])).rows;
  const notes = records.length
    ? (await pool.query(RECORD_NOTES_SQL, [userId, records.map((r) => r.id)])).rows
    : [];
  const out = records.map((r) => ({ ...r, notes: notes.filter((n) => n.workRecordId === r.id) }));
  return { records: out, totalDuration: totalSessionMinutes(records) };
}

// POST /api/work-notes as the diary runs it: lock the record, insert the note and its outbox row,
// in one transaction.
async function addNote(body) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const [record] = (await client.query(NOTE_TARGET_SQL, [body.workRecordId, userId])).rows;
    if (!record) {
      await client.query('ROLLBACK');
      return null;
    }
    const id = randomUUID();
    const ts = new Date();
    await client.query(
      INSERT_NOTES_SQL,
      insertNotesParams([
        { id, userId, workRecordId: record.id, content: body.content, timestamp: ts, updatedAt: ts },
      ]),
    );
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
