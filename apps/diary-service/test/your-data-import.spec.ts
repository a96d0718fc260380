// POST /api/import: our archive round-trips into another account; the same file twice adds nothing;
// Toggl Track and Clockify CSV exports land at the right instants; an unreadable file is a 400 that
// names the line or field and changes nothing; imported notes reach the search index.
import request from 'supertest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ExportArchive, type WorkRecord } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { createRecord, waitUntil } from '@diary/server-testing';
import { Account, register, useWholeStack } from './support/your-data-stack';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));

describe('import', () => {
  const stack = useWholeStack();
  let source: Account;
  let archiveText: string;
  const diary = () => request(stack.urls.diary);
  const exportJson = async (who: Account) =>
    (await diary().get('/api/export?format=json').set('Cookie', who.cookie).expect(200))
      .body as ExportArchive;
  const upload = (who: Account, file: Buffer | string, name = 'diary.json', query = '') =>
    diary()
      .post(`/api/import${query}`)
      .set('Cookie', who.cookie)
      .attach('file', Buffer.isBuffer(file) ? file : Buffer.from(file), name);
  const day = async (who: Account, date: string) =>
    (await diary().get(`/api/work-records/${date}`).set('Cookie', who.cookie).expect(200)).body
      .records as WorkRecord[];

  beforeAll(async () => {
    source = await register(stack, 'source');
    const first = await createRecord(stack, source, {
      date: '2024-05-31',
      start: '2024-05-31T07:00:00.000Z',
      end: '2024-05-31T08:30:00.000Z',
      notes: [
        { at: '2024-05-31T07:05:00.000Z', content: 'Größenänderung der "Tabelle", endlich' },
        { at: '2024-05-31T07:10:00.000Z', content: 'zebrafish migration plan' },
      ],
    });
    await createRecord(stack, source, {
      date: '2024-06-01',
      start: '2024-06-01T09:00:00.000Z',
      end: '2024-06-01T09:45:00.000Z',
    });
    const project = await diary()
      .post('/api/projects')
      .set('Cookie', source.cookie)
      .send({ name: 'Tables', client: 'Acme', hourlyRate: 95.5, currency: 'EUR', color: '#8e24aa' })
      .expect(201);
    await diary()
      .patch(`/api/work-records/${first.id}`)
      .set('Cookie', source.cookie)
      .send({ tags: ['Deep Work', 'ops'], projectId: project.body.id })
      .expect(200);
    const internal = { [INTERNAL_TOKEN_HEADER]: stack.env.internalToken };
    await diary()
      .put(INTERNAL.recordSummary(source.id, first.id))
      .set(internal)
      .send({ subject: 'Tabellen', description: '- resized the table\n- planned the migration' })
      .expect(200);
    await request(stack.urls.ai)
      .post(INTERNAL.importReports(source.id))
      .set(internal)
      .send({
        reports: [
          {
            date: '2024-05-31',
            subject: 'A good day',
            description: '- tables',
            insights: ['Focus held'],
            generatedAt: '2024-05-31T20:00:00.000Z',
          },
        ],
      })
      .expect(200);
    await diary()
      .post('/api/draft-notes')
      .set('Cookie', source.cookie)
      .send({ date: '2024-06-02', content: 'half a thought' })
      .expect(200);
    await request(stack.urls.auth)
      .post('/api/user-settings')
      .set('Cookie', source.cookie)
      .send({ theme: 'ravenclaw' })
      .expect(200);
    archiveText = JSON.stringify(await exportJson(source));
  }, 90000);

  it('previews with dryRun: the counts, and nothing added', async () => {
    const other = await register(stack, 'preview');
    const res = await upload(other, archiveText, 'diary.json', '?dryRun=true').expect(200);
    expect(res.body).toEqual({ records: 2, notes: 2, drafts: 1, reports: 1, skipped: 0, projects: 1 });
    expect(await day(other, '2024-05-31')).toEqual([]);
    expect((await exportJson(other)).projects).toEqual([]);
    expect((await exportJson(other)).reports).toEqual([]);
    const refused = await upload(other, archiveText, 'diary.json', '?dryRun=maybe').expect(400);
    expect(refused.body.message).toBe('dryRun must be true or false.');
  });

  it('imports an export into a new account with the same projects, records, notes, tags, drafts, summaries, reports and settings', async () => {
    const target = await register(stack, 'target');
    const res = await upload(target, archiveText).expect(200);
    expect(res.body).toEqual({ records: 2, notes: 2, drafts: 1, reports: 1, skipped: 0, projects: 1 });
    const before = JSON.parse(archiveText) as ExportArchive;
    const after = await exportJson(target);
    // Ids differ between accounts: a session's project is compared by its name.
    const strip = (a: ExportArchive) => ({
      projects: (a.projects ?? []).map(({ id: _id, ...p }) => p),
      records: a.records.map(({ id: _id, notes, projectId, ...r }) => ({
        ...r,
        project: a.projects?.find((p) => p.id === projectId)?.name ?? null,
        notes: notes.map(({ id: _n, ...n }) => n),
      })),
      drafts: a.drafts,
      reports: a.reports,
      settings: a.settings,
    });
    expect(strip(after)).toEqual(strip(before));
    expect(after.settings.theme).toBe('ravenclaw');
    expect(after.records[0].tags).toEqual(['deep work', 'ops']);
    expect(after.projects).toEqual([
      {
        id: after.records[0].projectId,
        name: 'Tables',
        client: 'Acme',
        hourlyRate: 95.5,
        currency: 'EUR',
        color: '#8e24aa',
      },
    ]);

    // Importing the same file again adds nothing.
    const again = await upload(target, archiveText).expect(200);
    expect(again.body).toEqual({ records: 0, notes: 0, drafts: 0, reports: 0, skipped: 6 });
    expect(strip(await exportJson(target))).toEqual(strip(before));

    // The imported notes reach the search index (through the diary's outbox).
    await waitUntil(
      async () => {
        const found = await request(stack.urls.search)
          .get('/api/search?q=zebrafish')
          .set('Cookie', target.cookie)
          .expect(200);
        return found.body.length === 1;
      },
      15000,
      'the imported note in the search index',
    );
  });

  it('imports a Toggl Track detailed CSV at the right instants (time zone given, across the DST change)', async () => {
    const who = await register(stack, 'toggl');
    const res = await upload(who, fixture('toggl-detailed.csv'), 'toggl.csv', '?tz=Europe/Berlin').expect(
      200,
    );
    expect(res.body).toEqual({ records: 2, notes: 2, drafts: 0, reports: 0, skipped: 0, projects: 2 });
    const [first] = await day(who, '2024-03-30');
    expect(first).toMatchObject({
      startTime: '2024-03-30T08:15:00.000Z',
      endTime: '2024-03-30T09:45:30.000Z',
      isActive: false,
    });
    expect(first.notes.map((n) => n.content)).toEqual(['Fixed the "checkout" page, finally']);
    const [second] = await day(who, '2024-03-31');
    expect(second).toMatchObject({
      startTime: '2024-03-31T21:30:00.000Z',
      endTime: '2024-03-31T22:45:00.000Z',
    });
    expect(second.notes[0].content).toBe('Mehrzeilige\nNotiz: Überstunden');
    const archive = await exportJson(who);
    // The Project and Client columns become projects; the Tags column tags.
    expect(archive.records.map((r) => r.tags)).toEqual([['frontend', 'urgent'], []]);
    const projectOf = (id: string | null | undefined) => archive.projects?.find((p) => p.id === id);
    expect(
      archive.records.map((r) => [projectOf(r.projectId)?.name, projectOf(r.projectId)?.client]),
    ).toEqual([
      ['Website', 'Café Größe'],
      ['Intern', null],
    ]);
    expect(archive.projects?.map((p) => [p.name, p.hourlyRate, p.currency, p.color])).toEqual([
      ['Intern', null, null, expect.stringMatching(/^#[0-9a-f]{6}$/)],
      // Toggl's Amount (EUR) over the entry's hours: 45.25 for 1:30:30 is 30.00 an hour.
      ['Website', 30, 'EUR', expect.stringMatching(/^#[0-9a-f]{6}$/)],
    ]);
    await upload(who, fixture('toggl-detailed.csv'), 'toggl.csv', '?tz=Europe/Berlin').expect(200, {
      records: 0,
      notes: 0,
      drafts: 0,
      reports: 0,
      skipped: 4,
    });
  });

  it("imports a Toggl CSV's client into that client's project with its rate, and adds nothing the second time", async () => {
    const who = await register(stack, 'lindqvist');
    const own = await diary()
      .post('/api/projects')
      .set('Cookie', who.cookie)
      .send({ name: 'Website', client: 'Café Größe', hourlyRate: 90, currency: 'EUR', color: '#1e88e5' })
      .expect(201);
    const header =
      'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)';
    const csv = [
      header,
      'Zoë,zoe@example.com,Café Größe,Website,,Demo call,Yes,2026-11-20,10:00:00,2026-11-20,11:00:00,01:00:00,,90.00',
      'Zoë,zoe@example.com,café größe,Support,,Hotline,No,2026-11-21,10:00:00,2026-11-21,10:30:00,00:30:00,,0.00',
    ].join('\r\n');
    const res = await upload(who, csv, 'toggl.csv', '?tz=Europe/Berlin').expect(200);
    expect(res.body).toMatchObject({ records: 2, projects: 1 });
    const projects = (await diary().get('/api/projects').set('Cookie', who.cookie).expect(200))
      .body as Array<{
      id: string;
      name: string;
      client: string | null;
      hourlyRate: number | null;
      currency: string | null;
    }>;
    // The client's own Website is used; its new Support project bills at the client's rate.
    expect(projects.map((p) => [p.name, p.client, p.hourlyRate, p.currency])).toEqual([
      ['Support', 'Café Größe', 90, 'EUR'],
      ['Website', 'Café Größe', 90, 'EUR'],
    ]);
    const [demo] = await day(who, '2026-11-20');
    expect(demo).toMatchObject({ projectId: own.body.id, description: 'Demo call' });
    const sheet = await diary()
      .get('/api/timesheet?from=2026-11-20&to=2026-11-21&client=Café Größe')
      .set('Cookie', who.cookie)
      .expect(200);
    expect(
      sheet.body.rows.map((r: { description: string; amount: number }) => [r.description, r.amount]),
    ).toEqual([
      ['Demo call', 90],
      ['Hotline', 45],
    ]);
    const again = await upload(who, csv, 'toggl.csv', '?tz=Europe/Berlin').expect(200);
    expect(again.body).toMatchObject({ records: 0, notes: 0 });
    expect(again.body.projects ?? 0).toBe(0);
    const after = await diary().get('/api/projects').set('Cookie', who.cookie).expect(200);
    expect(after.body).toHaveLength(2);
  });

  it('imports a Clockify detailed CSV (12-hour clock, US dates) at the right instants', async () => {
    const who = await register(stack, 'clockify');
    const res = await upload(
      who,
      fixture('clockify-detailed.csv'),
      'clockify.csv',
      '?tz=America/New_York',
    ).expect(200);
    expect(res.body).toEqual({ records: 2, notes: 2, drafts: 0, reports: 0, skipped: 0, projects: 1 });
    const records = await day(who, '2024-05-31');
    expect(records.map((r) => [r.startTime, r.endTime])).toEqual([
      ['2024-05-31T13:00:00.000Z', '2024-05-31T14:30:00.000Z'],
      ['2024-05-31T17:05:00.000Z', '2024-05-31T18:00:00.000Z'],
    ]);
    expect(records.map((r) => r.notes[0].content)).toEqual([`Réunion d'équipe "hebdo"`, '東京 office call']);
    expect(records.map((r) => r.tags)).toEqual([['meetings', 'team'], []]);
    // The Project column is the session's project, with its Client and its billable rate (USD, from the header).
    const projects = (await diary().get('/api/projects').set('Cookie', who.cookie).expect(200)).body;
    expect(projects).toEqual([
      {
        id: expect.any(String),
        name: 'Diary',
        client: 'Acme, Inc.',
        hourlyRate: 80,
        currency: 'USD',
        color: expect.any(String),
      },
    ]);
    expect(records.map((r) => r.projectId)).toEqual([projects[0].id, projects[0].id]);
    // A second import uses the project the user has.
    const again = await upload(
      who,
      fixture('clockify-detailed.csv'),
      'clockify.csv',
      '?tz=America/New_York',
    ).expect(200);
    expect(again.body).toEqual({ records: 0, notes: 0, drafts: 0, reports: 0, skipped: 4 });
  });

  describe('a file it cannot read answers 400 naming the line or field, and changes nothing', () => {
    let who: Account;
    beforeAll(async () => {
      who = await register(stack, 'hostile');
    });
    afterEach(async () => {
      const archive = await exportJson(who);
      expect([archive.records, archive.drafts, archive.reports]).toEqual([[], [], []]);
    });

    it('a truncated archive names the line where it ends', async () => {
      const pretty = JSON.stringify(JSON.parse(archiveText), null, 2);
      const res = await upload(who, pretty.slice(0, Math.floor(pretty.length * 0.6))).expect(400);
      expect(res.body.message).toMatch(
        /^The file is not valid JSON: it ends at line \d+ before the archive is complete\.$/,
      );
    });

    it('a syntax error in the middle names its line', async () => {
      const lines = JSON.stringify(JSON.parse(archiveText), null, 2).split('\n');
      lines[3] = lines[3].replace(/,$/, '');
      const res = await upload(who, lines.join('\n')).expect(400);
      expect(res.body.message).toBe('The file is not valid JSON: line 5 cannot be read.');
    });

    it('a value that does not fit names its field', async () => {
      const archive = JSON.parse(archiveText) as ExportArchive;
      (archive.records[1] as unknown as Record<string, unknown>).startTime = 'yesterday';
      const res = await upload(who, JSON.stringify(archive)).expect(400);
      expect(res.body.message).toBe(
        'The archive cannot be imported: records[1].startTime must be an ISO-8601 time.',
      );
    });

    it('a record that ends before it starts, a foreign format and a binary file', async () => {
      const archive = JSON.parse(archiveText) as ExportArchive;
      archive.records[0].endTime = '2024-05-31T06:00:00.000Z';
      expect((await upload(who, JSON.stringify(archive)).expect(400)).body.message).toMatch(
        /records\[0\]\.endTime ends before it starts/,
      );
      const other = { ...JSON.parse(archiveText), format: 'someone-else' };
      expect((await upload(who, JSON.stringify(other)).expect(400)).body.message).toMatch(
        /format must be "work-diary"/,
      );
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00]);
      expect((await upload(who, png, 'x.png').expect(400)).body.message).toMatch(/not UTF-8 text/);
    });

    it('a CSV row with a broken time or quote names its line; the rows before it are not added', async () => {
      const lines = fixture('toggl-detailed.csv').toString('utf8').split('\r\n');
      const broken = [lines[0], lines[1], lines[1].replace('09:15:00', '9h15')].join('\r\n');
      expect((await upload(who, broken, 't.csv').expect(400)).body.message).toBe(
        'Line 3: the start time "9h15" is not a time.',
      );
      const unclosed = [lines[0], lines[1], 'x,"never closed'].join('\r\n');
      expect((await upload(who, unclosed, 't.csv').expect(400)).body.message).toMatch(
        /^The CSV file cannot be read at line 3/,
      );
      expect((await upload(who, 'a,b,c\r\n1,2,3', 't.csv').expect(400)).body.message).toMatch(
        /^Line 1: the file is neither/,
      );
    });

    it('when a service it needs is down (503), nothing is half-imported', async () => {
      await stack.stop('ai');
      try {
        const res = await upload(who, archiveText).expect(503);
        expect(res.body.message).toMatch(/not reachable/);
      } finally {
        await stack.restart('ai');
      }
    });

    it('no file (400), or a CSV over 50 MB (413: only our archive may be larger)', async () => {
      await diary().post('/api/import').set('Cookie', who.cookie).field('other', 'x').expect(400);
      const big = Buffer.alloc(50 * 1024 * 1024 + 10, 0x20);
      const res = await upload(who, big, 'big.csv').expect(413);
      expect(res.body.message).toMatch(/^A CSV file can be at most 50 MB/);
    });
  });
});
