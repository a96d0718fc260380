// Opens an uploaded file for import from the disk it was streamed to: our JSON archive (read a
// value at a time, archive-file.ts: with images it can be gigabytes) or a Toggl Track / Clockify
// CSV (read whole, then row by row; at most CSV_MAX_BYTES, which holds more rows than one import
// takes). CPU- and memory-heavy for large files, so it runs in a worker thread
// (import-parse.worker.ts).
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { PayloadTooLargeException } from '@nestjs/common';
import { NOT_UTF8, readArchiveFile } from './archive-file';
import { readTimeEntries } from './time-entries-parser';
import { ImportFileError, ImportReading } from './import-bundle';

const MB = 1024 * 1024;
/** A CSV is read whole (its parser takes text): 50 MB is about 250,000 rows, past IMPORT_MAX_ROWS. */
export const CSV_MAX_BYTES = 50 * MB;
const SNIFF = 64 * 1024;

/** The first byte that is not white space (after a byte order mark), or -1 when there is none. */
function firstByte(path: string): number {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(SNIFF);
    const n = readSync(fd, head, 0, SNIFF, 0);
    let i = n >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
    while (i < n && (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d)) i++;
    return i < n ? head[i] : -1;
  } finally {
    closeSync(fd);
  }
}

export async function readImport(path: string, timeZone: string, maxRows: number): Promise<ImportReading> {
  const size = statSync(path).size;
  const first = firstByte(path);
  if (first === -1 && size <= SNIFF) throw new ImportFileError('The file is empty.');
  if (first === 0x7b) return readArchiveFile(path, maxRows);
  if (size > CSV_MAX_BYTES)
    throw new PayloadTooLargeException(
      `A CSV file can be at most ${CSV_MAX_BYTES / MB} MB (larger files are only our JSON archive): split it into smaller files.`,
    );
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(path));
  } catch {
    throw new ImportFileError(NOT_UTF8);
  }
  if (content.charCodeAt(0) === 0xfeff) content = content.slice(1);
  if (!content.trim()) throw new ImportFileError('The file is empty.');
  const { source, records } = await readTimeEntries(content, timeZone, maxRows);
  return {
    head: { source, drafts: [], reports: [], settings: null },
    attachmentList: [],
    records,
    attachments: () => [],
    close: () => undefined,
  };
}
