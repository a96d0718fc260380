// Opens an uploaded file for import: our JSON archive (read whole: JSON has no stream here, and the
// worker's heap ceiling bounds it) or a Toggl Track / Clockify CSV (read row by row). CPU- and
// memory-heavy for large files, so it runs in a worker thread (import-parse.worker.ts).
import { parseArchive } from './archive-parser';
import { readTimeEntries } from './time-entries-parser';
import { ImportedRecord, ImportFileError, ImportReading } from './import-bundle';

async function* each(records: ImportedRecord[]): AsyncGenerator<ImportedRecord> {
  for (let i = 0; i < records.length; i++) {
    yield records[i];
    // Handed on: the worker's heap need not keep what the main thread has.
    (records as Array<ImportedRecord | undefined>)[i] = undefined;
  }
}

export async function readImport(
  file: Uint8Array,
  timeZone: string,
  maxRows: number,
): Promise<ImportReading> {
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new ImportFileError('The file is not UTF-8 text: it is neither our JSON archive nor a CSV export.');
  }
  if (content.charCodeAt(0) === 0xfeff) content = content.slice(1);
  if (!content.trim()) throw new ImportFileError('The file is empty.');
  if (content.trimStart().startsWith('{')) {
    const { records, attachments = [], ...head } = parseArchive(content, maxRows);
    return { head, attachments, records: each(records) };
  }
  const { source, records } = await readTimeEntries(content, timeZone, maxRows);
  return { head: { source, drafts: [], reports: [], settings: null }, attachments: [], records };
}
