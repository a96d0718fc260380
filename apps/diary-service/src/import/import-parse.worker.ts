// Runs in a worker thread of import-parser.pool.ts: reading a large import file is seconds of CPU
// and hundreds of MB; here it stalls no other request and its heap has a ceiling of its own.
// It reads the file from disk (the upload was streamed there). What it reads goes back over the
// task's MessagePort as it is read: first the head (format, drafts, reports, settings, the images'
// names), then the sessions in pieces, then the images one by one, then "end" or the error as
// plain data (an exception's class would not cross). The main thread acknowledges each piece and
// image it takes; at most PIECES_AHEAD go unacknowledged, so neither side ever holds the whole
// file's sessions or images.
import { HttpException } from '@nestjs/common';
import type { MessagePort } from 'node:worker_threads';
import type { ImportBundle, ImportedAttachment, ImportedRecord, ImportReading } from './import-bundle';
import { readImport } from './read-import';

/** Sessions per piece: one batch of inserts (and of index events) on the main thread. */
export const PIECE = 1000;
/** Pieces read ahead of the main thread, so that reading and writing overlap. */
const PIECES_AHEAD = 2;

export interface ParseTask {
  /** The uploaded file on disk (the caller removes it). */
  path: string;
  timeZone: string;
  maxRows: number;
  /** Where the pieces go; the main thread answers ACK on it for each piece it takes. */
  port: MessagePort;
}

export const ACK = 'ack';

export type ParseMessage =
  | {
      type: 'head';
      head: Omit<ImportBundle, 'records' | 'attachments'>;
      attachments: Array<Omit<ImportedAttachment, 'data'>>;
    }
  | { type: 'piece'; records: ImportedRecord[] }
  | { type: 'attachment'; attachment: Omit<ImportedAttachment, 'data'>; bytes: Uint8Array }
  | { type: 'end' }
  | { type: 'error'; status: number; message: string };

/** The main thread closed the port: it stopped (a failure of its own); reading stops too. */
class Abandoned extends Error {}

/** Counts unacknowledged pieces and waits for an acknowledgement when PIECES_AHEAD are out. */
class Credits {
  private available = PIECES_AHEAD;
  private closed = false;
  private wake: (() => void) | null = null;

  constructor(port: MessagePort) {
    port.on('message', (message) => {
      if (message !== ACK) return;
      this.available++;
      this.wake?.();
    });
    port.once('close', () => {
      this.closed = true;
      this.wake?.();
    });
  }

  async take(): Promise<void> {
    while (this.available === 0 && !this.closed) await new Promise<void>((resolve) => (this.wake = resolve));
    this.wake = null;
    if (this.closed) throw new Abandoned();
    this.available--;
  }
}

/** The bytes in a memory of their own, which can be moved to another thread (pooled slices cannot). */
function movable(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = new Uint8Array(bytes.byteLength);
  own.set(bytes);
  return own;
}

export async function parseImport(task: ParseTask): Promise<void> {
  const { port } = task;
  const credits = new Credits(port);
  const post = (message: ParseMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  let reading: ImportReading | undefined;
  try {
    reading = await readImport(task.path, task.timeZone, task.maxRows);
    post({ type: 'head', head: reading.head, attachments: reading.attachmentList });
    let piece: ImportedRecord[] = [];
    for await (const record of reading.records) {
      piece.push(record);
      if (piece.length < PIECE) continue;
      await credits.take();
      post({ type: 'piece', records: piece });
      piece = [];
    }
    if (piece.length) {
      await credits.take();
      post({ type: 'piece', records: piece });
    }
    for (const { data, ...attachment } of reading.attachments()) {
      await credits.take();
      // Moved to the main thread, not copied: an image is held once.
      const bytes = movable(data);
      post({ type: 'attachment', attachment, bytes }, [bytes.buffer as ArrayBuffer]);
    }
    post({ type: 'end' });
  } catch (err) {
    if (err instanceof Abandoned) return;
    if (err instanceof HttpException)
      return post({ type: 'error', status: err.getStatus(), message: err.message });
    throw err;
  } finally {
    reading?.close();
  }
}
