// search service environment: the shared variables plus its own, validated at boot.
import { z } from 'zod';
import { baseEnvShape } from '@diary/server-core';

export const configSchema = z.object({
  ...baseEnvShape,
  /** How many index jobs one replica applies at once. */
  SEARCH_INDEX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Longest the typo fallback (trigram) may run, in ms; past it the search answers what full text
   * found (nothing) instead of spending seconds on a crafted query over a very long note.
   */
  SEARCH_TYPO_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});
export type SearchConfig = z.infer<typeof configSchema>;
