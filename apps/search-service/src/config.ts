// search service environment: the shared variables plus its own, validated at boot.
import { z } from 'zod';
import { baseEnvShape } from '@diary/server-core';

export const configSchema = z.object({
  ...baseEnvShape,
  /** How many index jobs one replica applies at once. */
  SEARCH_INDEX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});
export type SearchConfig = z.infer<typeof configSchema>;
