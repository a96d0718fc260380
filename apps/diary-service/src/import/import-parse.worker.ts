// Runs in a worker thread of import-parser.pool.ts: reading a large import file is seconds of CPU
// and hundreds of MB; here it stalls no other request and its heap has a ceiling of its own.
// Errors cross the thread boundary as plain data (an exception's class would not).
import { HttpException } from '@nestjs/common';
import type { ImportBundle } from './import-bundle';
import { readBundle } from './read-bundle';

export interface ParseTask {
  file: Uint8Array;
  timeZone: string;
  maxRows: number;
}

export type ParseOutcome =
  { ok: true; bundle: ImportBundle } | { ok: false; status: number; message: string };

export function parseImport(task: ParseTask): ParseOutcome {
  try {
    return { ok: true, bundle: readBundle(task.file, task.timeZone, task.maxRows) };
  } catch (err) {
    if (err instanceof HttpException) return { ok: false, status: err.getStatus(), message: err.message };
    throw err;
  }
}
