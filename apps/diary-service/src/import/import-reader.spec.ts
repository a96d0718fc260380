// The import reads its file in a worker and hands the sessions over piece by piece (issue 31): the
// main thread must never hold the whole file's sessions, so the worker waits when it is ahead.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DiaryConfig } from '../config';
import { ImportParserPool } from './import-parser.pool';
import { PIECE } from './import-parse.worker';

const HEADER =
  'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)';
const dir = mkdtempSync(join(tmpdir(), 'import-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A Toggl detailed CSV of `n` entries, one minute apart from 2000-01-01, on disk (as an upload is); `bad` puts an impossible day on that row. */
function togglCsv(n: number, bad = -1): string {
  const lines = [HEADER];
  for (let i = 0; i < n; i++) {
    const at = new Date(Date.UTC(2000, 0, 1) + i * 60_000).toISOString();
    const day = i === bad ? '2026-02-30' : at.slice(0, 10);
    lines.push(
      `Me,me@example.com,,Diary,,Entry ${i},No,${day},${at.slice(11, 19)},${day},${at.slice(11, 19)},00:00:00,,`,
    );
  }
  const path = join(dir, `toggl-${n}-${bad}.csv`);
  writeFileSync(path, lines.join('\r\n') + '\r\n');
  return path;
}

describe('ImportParserPool', () => {
  const pool = new ImportParserPool({
    IMPORT_MAX_CONCURRENT: 1,
    IMPORT_WORKER_MEMORY_MB: 256,
    IMPORT_MAX_ROWS: 200_000,
  } as DiaryConfig);
  afterAll(() => pool.onModuleDestroy());

  it('hands the sessions over in pieces and reads at most two pieces ahead of the taker', async () => {
    const reader = pool.open(togglCsv(PIECE * 10), 'Europe/Berlin');
    try {
      expect((await reader.head()).head.source).toBe('toggl');
      const pieces = reader.pieces();
      let total = (await pieces.next()).value?.length ?? 0;
      // The taker dawdles: the worker has read what it may and waits.
      await new Promise((r) => setTimeout(r, 1500));
      expect(reader.waiting).toBeLessThanOrEqual(2);
      for await (const piece of pieces) {
        expect(piece.length).toBeLessThanOrEqual(PIECE);
        total += piece.length;
      }
      expect(total).toBe(PIECE * 10);
    } finally {
      reader.close();
    }
  }, 60_000);

  it('gives the first pieces before it meets a bad line late in the file, then its 400', async () => {
    const reader = pool.open(togglCsv(PIECE * 5, PIECE * 4 + 10), 'UTC');
    try {
      await reader.head();
      let taken = 0;
      await expect(
        (async () => {
          for await (const piece of reader.pieces()) taken += piece.length;
        })(),
      ).rejects.toThrow(
        `Line ${PIECE * 4 + 12}: the start date "2026-02-30" is not a real day from 1970 to 2100.`,
      );
      expect(taken).toBe(PIECE * 4);
    } finally {
      reader.close();
    }
  }, 60_000);
});
