// Reads import files (from disk, where the upload was streamed) in worker threads (piscina), so
// parsing a 100,000-row CSV or a gigabyte archive never blocks the event loop every other user's request shares, and each read has its own heap
// ceiling (IMPORT_WORKER_MEMORY_MB): a file that would need more answers 413 instead of taking the
// process to gigabytes. Threads start on demand and end when idle. The sessions come back in
// pieces as they are read (import-reader.ts), for the import to write batch by batch.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import { CONFIG } from '@diary/server-core';
import type { DiaryConfig } from '../config';
import type { ParseTask } from './import-parse.worker';
import { ImportReader } from './import-reader';

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
  private readonly pool: Piscina<ParseTask, void>;

  constructor(@Inject(CONFIG) private readonly config: DiaryConfig) {
    this.pool = new Piscina({
      ...workerFile(),
      minThreads: 0,
      maxThreads: config.IMPORT_MAX_CONCURRENT,
      idleTimeout: 10_000,
      resourceLimits: { maxOldGenerationSizeMb: config.IMPORT_WORKER_MEMORY_MB },
    });
  }

  /**
   * Starts reading the file at `path` in a worker; the reader gives its head, then its sessions
   * piece by piece and its images one by one as the worker reads them. The caller closes the reader when done (or failing).
   */
  open(path: string, timeZone: string): ImportReader {
    const { port1, port2 } = new MessageChannel();
    const task = this.pool.run(
      { path, timeZone, maxRows: this.config.IMPORT_MAX_ROWS, port: port2 },
      { name: 'parseImport', transferList: [port2] },
    );
    return new ImportReader(port1, task);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }
}
