import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { SearchResult } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { SearchService } from './search.service';

@Controller('api/search')
@UseGuards(SessionAuthGuard)
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /** GET /api/search?q= → the caller's notes and summaries that match, best first (at most 50). */
  @Get()
  find(@CurrentUser() user: SessionUser, @Query('q') q: unknown): Promise<SearchResult[]> {
    // `?q=a&q=b` arrives as a list: search the first.
    const text = Array.isArray(q) ? q[0] : q;
    return this.search.search(user.id, typeof text === 'string' ? text : '');
  }
}
