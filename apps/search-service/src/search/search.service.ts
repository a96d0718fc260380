// Full-text search over one user's documents, best first; when it finds nothing, a trigram
// search forgives a small typo.
import { Injectable } from '@nestjs/common';
import type { SearchResult } from '@diary/contracts';
import { parseQuery } from './search-query';
import { makeSnippet } from './snippet';
import { DocumentRow, SearchRepository } from './search.repository';

@Injectable()
export class SearchService {
  constructor(private readonly documents: SearchRepository) {}

  /** `tag` (normalized) narrows to records carrying it; with a tag and no query, lists its documents. */
  async search(userId: string, raw: string, tag: string | null = null): Promise<SearchResult[]> {
    const query = parseQuery(raw);
    if (!query) {
      if (!tag || raw.trim()) return [];
      const rows = await this.documents.tagged(userId, tag);
      return rows.map((row) => toResult(row, []));
    }
    let rows = await this.documents.fullText(userId, query.tsquery, tag);
    if (rows.length === 0 && query.fuzzyWords.length > 0)
      rows = await this.documents.typoMatches(userId, query.fuzzyWords, tag);
    return rows.map((row) => toResult(row, query.words));
  }
}

function toResult(row: DocumentRow, words: string[]): SearchResult {
  const base = { date: row.date, content: row.content, snippet: makeSnippet(row.content, words) };
  return row.type === 'note'
    ? { id: row.id.slice('note:'.length), type: 'note', ...base }
    : { id: row.record_id, type: 'summary', subject: row.subject ?? '', ...base };
}
