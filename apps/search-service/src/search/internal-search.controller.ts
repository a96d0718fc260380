// GET /internal/users/:userId/search?q=&tag=&order=: the same search as GET /api/search, for the
// diary's "ask your diary" ("when did I last …" asks for the newest match, order=newest).
import { BadRequestException, Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import type { SearchResult } from '@diary/contracts';
import { InternalGuard } from '@diary/server-auth';
import { parseTag } from './search.controller';
import { SearchService } from './search.service';

@Controller('internal/users/:userId/search')
@UseGuards(InternalGuard)
export class InternalSearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  find(
    @Param('userId', new ParseUUIDPipe()) userId: string,
    @Query('q') q: unknown,
    @Query('tag') tag: unknown,
    @Query('order') order: unknown,
  ): Promise<SearchResult[]> {
    if (order !== undefined && order !== 'rank' && order !== 'newest')
      throw new BadRequestException('order must be rank or newest.');
    return this.search.search(
      userId,
      typeof q === 'string' ? q : '',
      parseTag(tag),
      (order as 'rank' | 'newest' | undefined) ?? 'rank',
    );
  }
}
