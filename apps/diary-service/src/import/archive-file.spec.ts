// Our JSON archive read from disk a value at a time (issue 45): the parts may come in any order,
// escapes and chunk edges do not confuse it, and every refusal names its line or field.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readArchiveFile } from './archive-file';
import type { ImportReading } from './import-bundle';

const dir = mkdtempSync(join(tmpdir(), 'archive-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
const onDisk = (text: string) => {
  const path = join(dir, `a${n++}.json`);
  writeFileSync(path, text);
  return path;
};

const record = (i: number, content = `Note ${i}`) => ({
  id: `r${i}`,
  date: '2024-05-31',
  startTime: new Date(Date.UTC(2024, 4, 31, 8, i)).toISOString(),
  endTime: new Date(Date.UTC(2024, 4, 31, 8, i, 30)).toISOString(),
  isActive: false,
  projectId: 'p1',
  notes: [{ content, timestamp: new Date(Date.UTC(2024, 4, 31, 8, i, 10)).toISOString() }],
});
const image = (i: number, bytes: Buffer) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  workRecordId: `r${i}`,
  data: bytes.toString('base64'),
});

async function all(reading: ImportReading) {
  const records = [];
  for await (const r of reading.records) records.push(r);
  const images = [...reading.attachments()];
  reading.close();
  return { records, images };
}

describe('readArchiveFile', () => {
  it('reads sessions and images whatever the order of the parts, across chunk edges and escapes', async () => {
    // Over two megabytes of image: the scanner's 1 MB chunks end inside its base64 string.
    const big = Buffer.alloc(2.5 * 1024 * 1024, 7);
    const tricky = 'quote " backslash \\ brace } bracket ] "\\n" ünïcödé';
    const text = JSON.stringify({
      attachments: [image(1, big), image(2, Buffer.from('small'))],
      records: [record(1, tricky), record(2)],
      format: 'work-diary',
      version: 1,
      projects: [{ id: 'p1', name: 'Website', client: null, color: '#1E88E5' }],
    });
    const reading = readArchiveFile(onDisk(text), 100);
    expect(reading.head.projects).toEqual([expect.objectContaining({ key: 'p1', color: '#1e88e5' })]);
    expect(reading.attachmentList.map((a) => a.recordSourceId)).toEqual(['r1', 'r2']);
    const { records, images } = await all(reading);
    expect(records.map((r) => [r.sourceId, r.projectKey, r.notes[0].content])).toEqual([
      ['r1', 'p1', tricky],
      ['r2', 'p1', 'Note 2'],
    ]);
    expect(Buffer.compare(images[0].data, big)).toBe(0);
    expect(images[1].data.toString()).toBe('small');
  });

  it('names the line of a syntax error inside a session, and where a cut-short file ends', async () => {
    const lines = JSON.stringify(
      { format: 'work-diary', version: 1, records: [record(1), record(2)] },
      null,
      2,
    ).split('\n');
    const broken = lines.findIndex((l) => l.includes('"Note 2"'));
    lines[broken] = lines[broken].replace(/,$/, ''); // the next line is then where it cannot go on
    const reading = readArchiveFile(onDisk(lines.join('\n')), 100);
    await expect(all(reading)).rejects.toThrow(
      `The file is not valid JSON: line ${broken + 2} cannot be read.`,
    );

    const whole = JSON.stringify({ format: 'work-diary', version: 1, records: [record(1)] }, null, 2);
    expect(() => readArchiveFile(onDisk(whole.slice(0, whole.length - 20)), 100)).toThrow(
      /^The file is not valid JSON: it ends at line \d+ before the archive is complete\.$/,
    );
  });

  it('names the field of a value that does not fit, and refuses more sessions than the cap before reading them', async () => {
    const bad = { ...record(1), startTime: 'yesterday' };
    const reading = readArchiveFile(
      onDisk(JSON.stringify({ format: 'work-diary', version: 1, records: [record(0), bad] })),
      100,
    );
    await expect(all(reading)).rejects.toThrow(
      'The archive cannot be imported: records[1].startTime must be an ISO-8601 time.',
    );
    const many = JSON.stringify({
      format: 'work-diary',
      version: 1,
      records: [record(1), record(2), record(3)],
    });
    expect(() => readArchiveFile(onDisk(many), 2)).toThrow(/more than 2 sessions or notes/);
    const foreign = JSON.stringify({ format: 'someone-else', version: 1, records: [] });
    expect(() => readArchiveFile(onDisk(foreign), 2)).toThrow(/format must be "work-diary"/);
  });
});
