import { BadRequestException, Controller, Get, Query, UseGuards } from '@nestjs/common';
import { normalizeTags, SearchResult } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { SearchService } from './search.service';

@Controller('api/search')
@UseGuards(SessionAuthGuard)
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /**
   * GET /api/search?q=&tag= → the caller's notes and summaries that match, best first (at most 50);
   * `tag` narrows to the records that carry it.
   */
  @Get()
  find(
    @CurrentUser() user: SessionUser,
    @Query('q') q: unknown,
    @Query('tag') tag: unknown,
  ): Promise<SearchResult[]> {
    // `?q=a&q=b` arrives as a list: search the first.
    const text = Array.isArray(q) ? q[0] : q;
    return this.search.search(user.id, typeof text === 'string' ? text : '', parseTag(tag));
  }
}

/** An absent or empty tag is no filter; anything else must be a valid tag. */
export function parseTag(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined || first === '') return null;
  const result = normalizeTags([first], 'tag');
  if ('error' in result) throw new BadRequestException(`${result.error}.`);
  return result.tags[0];
}
