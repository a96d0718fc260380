// The main thread's end of one import file being read in a worker (import-parse.worker.ts): the
// head first, then the sessions piece by piece, then the images one by one, acknowledging each as
// it is taken so the worker reads at most a couple ahead. A failure of the read (a bad line, too many rows,
// the worker's heap ceiling) is thrown where the caller is, as the 400 or 413 it is.
import type { MessagePort } from 'node:worker_threads';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { ImportBundle, ImportedAttachment, ImportedRecord } from './import-bundle';
import { ACK, ParseMessage } from './import-parse.worker';

export interface ImportHead {
  head: Omit<ImportBundle, 'records' | 'attachments'>;
  /** The images the file holds, without their bytes (attachments() gives those, in this order). */
  attachments: Array<Omit<ImportedAttachment, 'data'>>;
}

/** The worker's failure as the answer the user gets. */
function answerFor(err: unknown): unknown {
  if ((err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY')
    return new PayloadTooLargeException(
      'The file holds more than one import can read at once: split it into smaller files.',
    );
  return err;
}

export class ImportReader {
  private readonly queue: ParseMessage[] = [];
  private wake: (() => void) | null = null;
  private failure: unknown = null;
  private taskEnded = false;

  constructor(
    private readonly port: MessagePort,
    task: Promise<void>,
  ) {
    port.on('message', (message: ParseMessage) => {
      this.queue.push(message);
      this.wake?.();
    });
    task
      .then(
        () => (this.taskEnded = true),
        (err: unknown) => (this.failure = answerFor(err)),
      )
      .finally(() => this.wake?.());
  }

  /** The format, drafts, reports, settings and the images' names; sessions come from pieces(). */
  async head(): Promise<ImportHead> {
    const message = await this.next();
    if (message.type !== 'head') throw new Error(`The import reader sent ${message.type} before its head.`);
    return { head: message.head, attachments: message.attachments };
  }

  /** The sessions, a piece at a time, as the worker reads them. */
  async *pieces(): AsyncGenerator<ImportedRecord[]> {
    for (;;) {
      const message = await this.next();
      if (message.type !== 'piece') {
        this.queue.unshift(message); // the images' or the end: for attachments()
        return;
      }
      this.port.postMessage(ACK);
      yield message.records;
    }
  }

  /** The images with their bytes, one at a time, after the sessions. */
  async *attachments(): AsyncGenerator<ImportedAttachment> {
    for (;;) {
      const message = await this.next();
      if (message.type === 'end') return;
      if (message.type !== 'attachment')
        throw new Error(`The import reader sent ${message.type} among its images.`);
      this.port.postMessage(ACK);
      // Moved from the worker as a plain Uint8Array: a Buffer again over the same memory, no copy.
      const { bytes } = message;
      yield { ...message.attachment, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    }
  }

  /** Pieces the worker has sent that the caller has not taken yet (at most PIECES_AHEAD). */
  get waiting(): number {
    return this.queue.filter((m) => m.type === 'piece').length;
  }

  /** Ends the conversation; a worker still reading stops. */
  close(): void {
    this.port.close();
  }

  private async next(): Promise<Exclude<ParseMessage, { type: 'error' }>> {
    for (;;) {
      const message = this.queue.shift();
      if (message?.type === 'error')
        throw message.status === 413
          ? new PayloadTooLargeException(message.message)
          : new BadRequestException(message.message);
      if (message) return message;
      if (this.failure) throw this.failure;
      if (this.taskEnded) {
        // The task's end and the port's last message travel apart: give the message a moment.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (!this.queue.length) throw new Error('The import reader ended without its last message.');
        continue;
      }
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }
}
