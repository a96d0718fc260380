// Sealed notes and the trash (contract, "Private and permanent"): a note sealed in the browser is
// kept only as its envelope. Its marker word is in no text, varchar or jsonb column of any
// database the stack uses, nor in a summary, a report, a search result, an Ask answer or an
// export's plain text; it round-trips through export and import and still opens with its
// passphrase. A deleted note reaches no write-up and no Ask answer either. Real auth, diary, ai
// and search services, Postgres and Redis; the envelope is made with WebCrypto as the browser does.
import { randomBytes, webcrypto } from 'node:crypto';
import request from 'supertest';
import { Client } from 'pg';
import type {
  AskResponse,
  DailyReport,
  ExportArchive,
  SealedEnvelope,
  SearchResult,
  Summary,
  SummarySections,
  WorkNote,
  WorkRecord,
} from '@diary/contracts';
import { databaseUrl } from '@diary/server-core';
import { addNote, startSession, UserEventListener, waitUntil } from '@diary/server-testing';
import { register, useWholeStack, type Account } from './support/your-data-stack';

const DATE = '2026-11-18';
const PASSPHRASE = 'correct horse battery staple';
const subtle = webcrypto.subtle;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

async function keyOf(passphrase: string, salt: Uint8Array, iterations: number) {
  const material = await subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Seals the text as apps/web/src/lib/sealed-note.ts does. */
async function seal(text: string, passphrase = PASSPHRASE, iterations = 600_000): Promise<SealedEnvelope> {
  const salt = new Uint8Array(randomBytes(16));
  const iv = new Uint8Array(randomBytes(12));
  const key = await keyOf(passphrase, salt, iterations);
  const ciphertext = new Uint8Array(
    await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text)),
  );
  return {
    v: 1,
    alg: 'AES-256-GCM',
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations },
    salt: b64(salt),
    iv: b64(iv),
    ciphertext: b64(ciphertext),
  };
}

async function open(envelope: SealedEnvelope, passphrase = PASSPHRASE): Promise<string> {
  const key = await keyOf(passphrase, Buffer.from(envelope.salt, 'base64url'), envelope.kdf.iterations);
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: Buffer.from(envelope.iv, 'base64url') },
    key,
    Buffer.from(envelope.ciphertext, 'base64url'),
  );
  return new TextDecoder().decode(plain);
}

const linesOf = (sections: SummarySections | undefined) =>
  Object.values(sections ?? {})
    .flat()
    .map((l) => l.text)
    .join('\n');
const summaryText = (s: Summary | null | undefined) =>
  s ? `${s.subject}\n${s.description}\n${linesOf(s.sections)}` : '';

/** Every (table, column) of text, varchar, json(b) or text[] type in one database, and the rows holding `word`. */
async function columnsHolding(db: Client, word: string): Promise<string[]> {
  const { rows: columns } = await db.query<{ schema: string; table: string; column: string }>(
    `SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
     FROM information_schema.columns c JOIN information_schema.tables t
       ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
       AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
         OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ident(c.schema)}.${ident(c.table)} WHERE ${ident(c.column)}::text ILIKE $1`,
      [`%${word}%`],
    );
    if (rows[0].n > 0) found.push(`${c.table}.${c.column}`);
  }
  return found;
}

describe('sealed notes', () => {
  const stack = useWholeStack();
  const diary = () => request(stack.urls.diary);
  const ai = () => request(stack.urls.ai);
  const marker = `zebrafinch${randomBytes(4).toString('hex')}`;
  const trashed = `kestrel${randomBytes(4).toString('hex')}`;
  let me: Account;
  let events: UserEventListener;
  let record: WorkRecord;
  let envelope: SealedEnvelope;
  let sealedNote: WorkNote;
  let summary: Summary;

  const search = async (who: Account, q: string) =>
    (await request(stack.urls.search).get(`/api/search?q=${q}`).set('Cookie', who.cookie).expect(200))
      .body as SearchResult[];
  const day = async (who: Account) =>
    (await diary().get(`/api/work-records/${DATE}`).set('Cookie', who.cookie).expect(200)).body
      .records as WorkRecord[];

  beforeAll(async () => {
    me = await register(stack, 'sealer');
    await request(stack.urls.auth)
      .post('/api/user-settings')
      .set('Cookie', me.cookie)
      .send({ timeZone: 'UTC' })
      .expect(200);
    events = await UserEventListener.forUser(stack, me.id, 30_000);
    record = await startSession(stack, me, DATE, `${DATE}T08:00:00Z`);
    await addNote(stack, me, record.id, 'Fixed the pelican feeder and merged it.', `${DATE}T08:10:00Z`);
    envelope = await seal(`Private: ${marker} is the name of the surprise party plan.`);
    sealedNote = (
      await diary()
        .post('/api/work-notes')
        .set('Cookie', me.cookie)
        .send({ workRecordId: record.id, content: '', sealed: envelope, timestamp: `${DATE}T08:20:00Z` })
        .expect(201)
    ).body as WorkNote;
    const gone = await addNote(stack, me, record.id, `Met ${trashed} about the budget.`, `${DATE}T08:30:00Z`);
    await diary().delete(`/api/work-notes/${gone.id}`).set('Cookie', me.cookie).expect(204);
    await diary()
      .patch(`/api/work-records/${record.id}`)
      .set('Cookie', me.cookie)
      .send({ endTime: `${DATE}T09:30:00Z` })
      .expect(200);
    const done = await events.waitFor((e) => e.type === 'summary_completed' && e.recordId === record.id);
    summary = (done as { summary: Summary }).summary;
    await events.waitFor((e) => e.type === 'report_completed' && e.date === DATE);
    await waitUntil(
      async () => (await search(me, 'pelican')).length > 0,
      20_000,
      'the index to show the open note',
    );
  });
  afterAll(() => events?.close());

  it('keeps only the envelope: the note answers with it and content ""', async () => {
    expect(sealedNote).toMatchObject({ content: '', sealed: envelope });
    const [back] = await day(me);
    const note = back.notes.find((n) => n.id === sealedNote.id)!;
    expect(note).toMatchObject({ content: '', sealed: envelope });
    expect(await open(note.sealed!)).toContain(marker);
  });

  it('refuses a sealed note with text, a weak key derivation and fields beyond the envelope (400)', async () => {
    const post = (body: object) =>
      diary()
        .post('/api/work-notes')
        .set('Cookie', me.cookie)
        .send({ workRecordId: record.id, ...body });
    const withText = await post({ content: 'plain copy', sealed: envelope }).expect(400);
    expect(withText.body.message).toMatch(/A sealed note carries no text/);
    const weak = await post({
      content: '',
      sealed: { ...envelope, kdf: { ...envelope.kdf, iterations: 1000 } },
    }).expect(400);
    expect(weak.body.message).toMatch(/^sealed\.kdf\.iterations/);
    await post({ content: '', sealed: { ...envelope, passphrase: PASSPHRASE } }).expect(400);
    await post({ content: '', sealed: 'abc' }).expect(400);
    await diary()
      .post(`/api/work-notes/${sealedNote.id}/tasks/0`)
      .set('Cookie', me.cookie)
      .send({ checked: true })
      .expect(400);
  });

  it('writes the summary and the report from the open notes only (neither the sealed nor the deleted one)', async () => {
    const report = (await ai().get(`/api/reports/${DATE}`).set('Cookie', me.cookie).expect(200))
      .body as DailyReport;
    const written = `${summaryText(summary)}\n${JSON.stringify(report)}`;
    // The write-ups were made from the notes: the open note's words are there.
    expect(written.toLowerCase()).toContain('pelican');
    expect(written).not.toContain(marker);
    expect(written).not.toContain(trashed);
    expect(JSON.stringify(summary.sections)).not.toContain(sealedNote.id);
  });

  it('leaves the sealed note out of search and Ask', async () => {
    expect(await search(me, marker)).toEqual([]);
    expect(await search(me, trashed)).toEqual([]);
    const hits = await search(me, 'pelican');
    expect(JSON.stringify(hits)).not.toContain(sealedNote.id);
    for (const question of [`What did I do on ${DATE}?`, 'When did I last talk to Kestrel?']) {
      const answer = (
        await diary()
          .post('/api/ask')
          .set('Cookie', me.cookie)
          .send({ question, today: '2026-11-20' })
          .expect(200)
      ).body as AskResponse;
      const text = JSON.stringify(answer);
      expect(text).not.toContain(marker);
      expect(text).not.toContain(trashed);
      expect(text).not.toContain(sealedNote.id);
    }
  });

  it("finds the marker word in no text column of any of the stack's databases", async () => {
    const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const admin = new Client({ connectionString: base });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname`,
      [`${stack.env.dbPrefix}\\_%`],
    );
    await admin.end();
    const names = rows.map((r) => r.datname);
    // Every service of the stack keeps a database: all four are scanned.
    expect(names.length).toBeGreaterThanOrEqual(4);
    const holding: string[] = [];
    let plainSeen = 0;
    for (const name of names) {
      const db = new Client({ connectionString: databaseUrl(base, name) });
      await db.connect();
      try {
        holding.push(...(await columnsHolding(db, marker)).map((c) => `${name}: ${c}`));
        plainSeen += (await columnsHolding(db, 'pelican')).length;
      } finally {
        await db.end();
      }
    }
    // The scan sees text: the open note's word is in several columns (note, summary, index).
    expect(plainSeen).toBeGreaterThanOrEqual(3);
    expect(holding).toEqual([]);
  });

  it('exports the envelope (no plain text), imports it back sealed, and it still opens with its passphrase', async () => {
    const archive = (await diary().get('/api/export?format=json').set('Cookie', me.cookie).expect(200))
      .body as ExportArchive;
    const text = JSON.stringify(archive);
    expect(text).not.toContain(marker);
    const exported = archive.records.flatMap((r) => r.notes).find((n) => n.sealed);
    expect(exported).toMatchObject({ content: '', sealed: envelope });
    const csv = await diary().get('/api/export?format=csv').set('Cookie', me.cookie).expect(200);
    expect(csv.text).toContain('(sealed note');
    expect(csv.text).not.toContain(marker);

    const other = await register(stack, 'importer');
    const imported = await diary()
      .post('/api/import')
      .set('Cookie', other.cookie)
      .attach('file', Buffer.from(text), 'diary.json')
      .expect(200);
    expect(imported.body.notes).toBe(2);
    const [back] = await day(other);
    const note = back.notes.find((n) => n.sealed)!;
    expect(note).toMatchObject({ content: '', sealed: envelope });
    expect(await open(note.sealed!)).toBe(`Private: ${marker} is the name of the surprise party plan.`);
    await expect(open(note.sealed!, 'wrong passphrase')).rejects.toThrow();
    // The same file again adds nothing (a sealed note is told apart by its ciphertext).
    const again = await diary()
      .post('/api/import')
      .set('Cookie', other.cookie)
      .attach('file', Buffer.from(text), 'diary.json')
      .expect(200);
    expect(again.body.notes).toBe(0);
    // A file whose sealed note carries text is refused.
    const tampered = JSON.parse(text) as ExportArchive;
    tampered.records[0].notes.find((n) => n.sealed)!.content = 'plain copy';
    await diary()
      .post('/api/import')
      .set('Cookie', other.cookie)
      .attach('file', Buffer.from(JSON.stringify(tampered)), 'diary.json')
      .expect(400);
  });

  it('sealing an open note forgets its versions and takes it out of search', async () => {
    const running = await startSession(stack, me, '2026-11-19', '2026-11-19T08:00:00Z');
    const note = await addNote(stack, me, running.id, 'osprey draft', '2026-11-19T08:05:00Z');
    await diary()
      .patch(`/api/work-notes/${note.id}`)
      .set('Cookie', me.cookie)
      .send({ content: 'osprey nest' })
      .expect(200);
    await waitUntil(async () => (await search(me, 'osprey')).length === 1, 20_000, 'osprey in the index');
    const sealed = await seal('osprey nest');
    await diary()
      .patch(`/api/work-notes/${note.id}`)
      .set('Cookie', me.cookie)
      .send({ content: '', sealed })
      .expect(200);
    const versions = await diary()
      .get(`/api/work-notes/${note.id}/revisions`)
      .set('Cookie', me.cookie)
      .expect(200);
    expect(versions.body).toEqual([]);
    await waitUntil(async () => (await search(me, 'osprey')).length === 0, 20_000, 'osprey out of the index');
    const db = new Client({
      connectionString: databaseUrl(
        process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
        `${stack.env.dbPrefix}_diary`,
      ),
    });
    await db.connect();
    try {
      expect(await columnsHolding(db, 'osprey')).toEqual([]);
    } finally {
      await db.end();
    }
  });
});
