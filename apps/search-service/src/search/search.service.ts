// Full-text search over one user's documents, best first; when it finds nothing, a trigram
// search forgives a small typo.
import { Injectable } from '@nestjs/common';
import type { SearchResult } from '@diary/contracts';
import { normalizeTags } from '@diary/contracts';
import { parseQuery, splitHashTags } from './search-query';
import { makeSnippet } from './snippet';
import { DocumentRow, SearchRepository } from './search.repository';

@Injectable()
export class SearchService {
  constructor(private readonly documents: SearchRepository) {}

  /**
   * `tag` (normalized) and each `#tag` written in the query narrow to records carrying them all;
   * with tags and no other words, lists their documents.
   */
  async search(
    userId: string,
    raw: string,
    tag: string | null = null,
    order: 'rank' | 'newest' = 'rank',
  ): Promise<SearchResult[]> {
    const { text, tags } = this.withHashTags(raw, tag);
    const query = parseQuery(text);
    if (!query) {
      if (!tags.length || text.trim()) return [];
      const rows = await this.documents.tagged(userId, tags);
      return rows.map((row) => toResult(row, []));
    }
    let rows = await this.documents.fullText(userId, query.tsquery, tags, order === 'newest');
    if (rows.length === 0 && query.fuzzyWords.length > 0)
      rows = await this.documents.typoMatches(userId, query.fuzzyWords, tags);
    return rows.map((row) => toResult(row, query.words));
  }

  /** The query's text without its `#tags`, and every tag to narrow to; a `#` that cannot be a tag stays text. */
  private withHashTags(raw: string, tag: string | null): { text: string; tags: string[] } {
    const split = splitHashTags(raw);
    const named = normalizeTags(split.tags, 'tag');
    if ('error' in named) return { text: raw, tags: tag ? [tag] : [] };
    const tags = [...new Set([...(tag ? [tag] : []), ...named.tags])];
    return { text: split.text, tags };
  }
}

function toResult(row: DocumentRow, words: string[]): SearchResult {
  const base = { date: row.date, content: row.content, snippet: makeSnippet(row.content, words) };
  return row.type === 'note'
    ? { id: row.id.slice('note:'.length), type: 'note', ...base }
    : { id: row.record_id, type: 'summary', subject: row.subject ?? '', ...base };
}
