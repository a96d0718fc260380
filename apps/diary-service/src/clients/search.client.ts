// The search service's internal search, for "ask your diary": the same matches as GET /api/search,
// best first or newest first. Everything that comes back is checked before it is used.
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { type SearchResult } from '@diary/contracts';
import { INTERNAL } from '@diary/contracts/server';
import { BaseConfig, CONFIG, callService } from '@diary/server-core';

const resultsSchema = z.array(
  z.object({
    id: z.string(),
    type: z.enum(['note', 'summary']),
    date: z.string(),
    subject: z.string().optional(),
    content: z.string(),
    snippet: z.string(),
  }),
);

@Injectable()
export class SearchClient {
  constructor(@Inject(CONFIG) private readonly config: BaseConfig) {}

  async search(
    userId: string,
    q: string,
    tag: string | null,
    order: 'rank' | 'newest',
  ): Promise<SearchResult[]> {
    const query = new URLSearchParams({ q, order, ...(tag ? { tag } : {}) });
    return resultsSchema.parse(
      await callService<unknown>(this.config.SEARCH_URL, `${INTERNAL.userSearch(userId)}?${query}`, {
        internalToken: this.config.INTERNAL_TOKEN,
        timeoutMs: this.config.SERVICE_TIMEOUT_MS,
      }),
    );
  }
}
