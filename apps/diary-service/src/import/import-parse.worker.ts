// Runs in a worker thread of import-parser.pool.ts: reading a large import file is seconds of CPU
// and hundreds of MB; here it stalls no other request and its heap has a ceiling of its own.
// Errors cross the thread boundary as plain data (an exception's class would not).
import { HttpException } from '@nestjs/common';
import { serialize } from 'node:v8';
import type { ImportBundle } from './import-bundle';
import { readBundle } from './read-bundle';

/** Sessions per piece handed back: the main thread reads one piece per turn of its event loop. */
const PIECE = 2000;

export interface ParseTask {
  file: Uint8Array;
  timeZone: string;
  maxRows: number;
}

/**
 * The bundle without its sessions, and the sessions as serialized pieces: cloning 100,000 sessions
 * back in one message took the main thread about 2 s at once; pieces are read with a yield between.
 */
export type ParseOutcome =
  | { ok: true; rest: Omit<ImportBundle, 'records'>; recordPieces: Uint8Array[] }
  | { ok: false; status: number; message: string };

export function parseImport(task: ParseTask): ParseOutcome {
  try {
    const { records, ...rest } = readBundle(task.file, task.timeZone, task.maxRows);
    const recordPieces: Uint8Array[] = [];
    for (let i = 0; i < records.length; i += PIECE) recordPieces.push(serialize(records.slice(i, i + PIECE)));
    return { ok: true, rest, recordPieces };
  } catch (err) {
    if (err instanceof HttpException) return { ok: false, status: err.getStatus(), message: err.message };
    throw err;
  }
}
