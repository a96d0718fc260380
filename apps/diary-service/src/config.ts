// diary service environment: the shared variables plus its own, validated at boot.
import { z } from 'zod';
import { baseEnvShape } from '@diary/server-core';

export const configSchema = z.object({
  ...baseEnvShape,
  /** Most sessions (CSV rows or archive records), and most notes, one import reads; more → 413. */
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(5_000_000).default(200_000),
  /** Imports running at once in this process (each has a worker thread); more → 429. One per user. */
  IMPORT_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2),
  /** Heap ceiling of one import's worker thread, in MB; a file that needs more → 413. */
  IMPORT_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(8192).default(256),
});
export type DiaryConfig = z.infer<typeof configSchema>;
