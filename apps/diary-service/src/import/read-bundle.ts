// Turns an uploaded file into an ImportBundle: our JSON archive or a Toggl Track / Clockify CSV.
// CPU- and memory-heavy for large files, so it runs in a worker thread (import-parser.pool.ts).
import { parseArchive } from './archive-parser';
import { parseTimeEntries } from './time-entries-parser';
import { ImportBundle, ImportFileError } from './import-bundle';

export function readBundle(file: Uint8Array, timeZone: string, maxRows: number): ImportBundle {
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new ImportFileError('The file is not UTF-8 text: it is neither our JSON archive nor a CSV export.');
  }
  if (content.charCodeAt(0) === 0xfeff) content = content.slice(1);
  if (!content.trim()) throw new ImportFileError('The file is empty.');
  return content.trimStart().startsWith('{')
    ? parseArchive(content, maxRows)
    : parseTimeEntries(content, timeZone, maxRows);
}
