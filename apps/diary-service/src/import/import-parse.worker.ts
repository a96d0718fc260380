// Runs in a worker thread of import-parser.pool.ts: reading a large import file is seconds of CPU
// and hundreds of MB; here it stalls no other request and its heap has a ceiling of its own.
// Errors cross the thread boundary as plain data (an exception's class would not).
import { HttpException } from '@nestjs/common';
import { serialize } from 'node:v8';
import { Piscina } from 'piscina';
import type { ImportBundle, ImportedAttachment } from './import-bundle';
import { readBundle } from './read-bundle';

/** Sessions per piece handed back: the main thread reads one piece per turn of its event loop. */
const PIECE = 2000;

export interface ParseTask {
  file: Uint8Array;
  timeZone: string;
  maxRows: number;
}

/**
 * The bundle without its sessions and attachments, the sessions as serialized pieces (cloning
 * 100,000 sessions back in one message took the main thread about 2 s at once; pieces are read with
 * a yield between), and the attachments' details beside their bytes. The pieces' and the images'
 * memory is moved to the main thread, not copied, so an archive's images are held once.
 */
export type ParseOutcome =
  | {
      ok: true;
      rest: Omit<ImportBundle, 'records' | 'attachments'>;
      recordPieces: Uint8Array[];
      attachments: Array<Omit<ImportedAttachment, 'data'>>;
      attachmentBytes: Uint8Array[];
    }
  | { ok: false; status: number; message: string };

/** The bytes in a memory of their own, which can be moved to another thread (pooled slices cannot). */
function movable(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = new Uint8Array(bytes.byteLength);
  own.set(bytes);
  return own;
}

export function parseImport(task: ParseTask): ParseOutcome {
  try {
    const { records, attachments = [], ...rest } = readBundle(task.file, task.timeZone, task.maxRows);
    const recordPieces: Uint8Array[] = [];
    for (let i = 0; i < records.length; i += PIECE)
      recordPieces.push(movable(serialize(records.slice(i, i + PIECE))));
    const attachmentBytes = attachments.map((a) => movable(a.data));
    const outcome: ParseOutcome = {
      ok: true,
      rest,
      recordPieces,
      attachments: attachments.map(({ id, recordSourceId }) => ({ id, recordSourceId })),
      attachmentBytes,
    };
    const transfer = new Set<ArrayBufferLike>([...recordPieces, ...attachmentBytes].map((b) => b.buffer));
    // Piscina posts the value with these memories in its transfer list (see Piscina.move).
    return Piscina.move({
      [Piscina.transferableSymbol]: [...transfer],
      [Piscina.valueSymbol]: outcome,
    } as unknown as ArrayBuffer) as unknown as ParseOutcome;
  } catch (err) {
    if (err instanceof HttpException) return { ok: false, status: err.getStatus(), message: err.message };
    throw err;
  }
}
