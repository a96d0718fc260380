// Reads import files in worker threads (piscina), so parsing a 100,000-row CSV or a 50 MB archive
// never blocks the event loop every other user's request shares, and each read has its own heap
// ceiling (IMPORT_WORKER_MEMORY_MB): a file that would need more answers 413 instead of taking the
// process to gigabytes. Threads start on demand and end when idle.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import {
  BadRequestException,
  Inject,
  Injectable,
  OnModuleDestroy,
  PayloadTooLargeException,
} from '@nestjs/common';
import { Piscina } from 'piscina';
import { CONFIG } from '@diary/server-core';
import type { DiaryConfig } from '../config';
import type { ImportBundle, ImportedRecord } from './import-bundle';
import type { ParseOutcome, ParseTask } from './import-parse.worker';

/** The compiled worker beside this file, or (running from source, as jest does) a loader for the .ts. */
function workerFile(): { filename: string; workerData?: { entry: string } } {
  const compiled = join(__dirname, 'import-parse.worker.js');
  if (existsSync(compiled)) return { filename: compiled };
  return {
    filename: join(__dirname, '../../../../tools/test/ts-worker.js'),
    workerData: { entry: join(__dirname, 'import-parse.worker.ts') },
  };
}

@Injectable()
export class ImportParserPool implements OnModuleDestroy {
  private readonly pool: Piscina<ParseTask, ParseOutcome>;

  constructor(@Inject(CONFIG) private readonly config: DiaryConfig) {
    this.pool = new Piscina({
      ...workerFile(),
      minThreads: 0,
      maxThreads: config.IMPORT_MAX_CONCURRENT,
      idleTimeout: 10_000,
      resourceLimits: { maxOldGenerationSizeMb: config.IMPORT_WORKER_MEMORY_MB },
    });
  }

  async parse(file: Uint8Array, timeZone: string): Promise<ImportBundle> {
    let outcome: ParseOutcome;
    try {
      outcome = await this.pool.run(
        { file, timeZone, maxRows: this.config.IMPORT_MAX_ROWS },
        { name: 'parseImport' },
      );
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new PayloadTooLargeException(
          'The file holds more than one import can read at once: split it into smaller files.',
        );
      throw err;
    }
    if (outcome.ok) {
      const records: ImportedRecord[] = [];
      for (const piece of outcome.recordPieces) {
        // One piece per turn of the event loop, so other requests are answered in between.
        await new Promise<void>((resolve) => setImmediate(resolve));
        for (const record of deserialize(piece) as ImportedRecord[]) records.push(record);
      }
      // Moved from the worker as plain Uint8Arrays: Buffers again over the same memory, no copy.
      const attachments = outcome.attachments.map((a, i) => {
        const bytes = outcome.attachmentBytes[i];
        return { ...a, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
      });
      return { ...outcome.rest, records, attachments };
    }
    if (outcome.status === 413) throw new PayloadTooLargeException(outcome.message);
    throw new BadRequestException(outcome.message);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }
}
