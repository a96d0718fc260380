// Full-text search over one user's documents, best first; when it finds nothing, a trigram
// search forgives a small typo.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SEARCH_MAX_RESULTS, SearchResult } from '@diary/contracts';
import { parseQuery } from './search-query';
import { makeSnippet } from './snippet';

interface DocumentRow {
  id: string;
  type: 'note' | 'summary';
  record_id: string;
  date: string;
  subject: string | null;
  content: string;
}

/** How alike a typed word and a word of the text must be for the typo fallback (pg_trgm word_similarity). */
export const TYPO_THRESHOLD = 0.5;
const SEARCH_TEXT = `(coalesce(d.subject, '') || ' ' || d.content)`;
const COLUMNS = `d.id, d.type, d.record_id, d.date, d.subject, d.content`;

/**
 * The full-text query, shared with the benchmark so that it measures exactly this SQL. The first
 * condition is the per-user GIN index (see the PerUserLexemeIndex migration); the others are exact.
 */
export function fullTextSql(tagged = false): string {
  return `
  WITH q AS MATERIALIZED (SELECT to_tsquery('simple', $2) AS query)
  SELECT ${COLUMNS}
  FROM q, documents d
  WHERE search_user_lexemes(d.user_id, d.tsv) @@ search_user_query($1::uuid, to_tsquery('simple', $2))
    AND d.user_id = $1 AND NOT d.deleted AND d.tsv @@ q.query${tagged ? hasTag('$3') : ''}
  ORDER BY ts_rank(d.tsv, q.query) DESC, d."timestamp" DESC
  LIMIT ${SEARCH_MAX_RESULTS}`;
}
export const FULL_TEXT_SQL = fullTextSql();

/** With `tagged`, the tag is the parameter after the words. */
export function trigramSql(wordCount: number, tagged = false): string {
  const words = Array.from({ length: wordCount }, (_, i) => `$${i + 2}`);
  return `
    SELECT ${COLUMNS}
    FROM documents d
    WHERE d.user_id = $1 AND NOT d.deleted AND ${words.map((w) => `${w} <% ${SEARCH_TEXT}`).join(' AND ')}
      ${tagged ? hasTag(`$${wordCount + 2}`) : ''}
    ORDER BY ${words.map((w) => `word_similarity(${w}, ${SEARCH_TEXT})`).join(' + ')} DESC, d."timestamp" DESC
    LIMIT ${SEARCH_MAX_RESULTS}`;
}

/** The documents of records that carry a tag (GET /api/search?tag= without a query), newest first. */
export const TAGGED_SQL = `
  SELECT ${COLUMNS}
  FROM documents d
  WHERE d.user_id = $1 AND NOT d.deleted${hasTag('$2')}
  ORDER BY d."timestamp" DESC
  LIMIT ${SEARCH_MAX_RESULTS}`;

function hasTag(param: string): string {
  return `
    AND EXISTS (SELECT 1 FROM record_tags t
                WHERE t.record_id = d.record_id AND t.user_id = d.user_id AND t.tags @> ARRAY[${param}::text])`;
}

@Injectable()
export class SearchService {
  constructor(private readonly dataSource: DataSource) {}

  /** `tag` (normalized) narrows to records carrying it; with a tag and no query, lists its documents. */
  async search(userId: string, raw: string, tag: string | null = null): Promise<SearchResult[]> {
    const query = parseQuery(raw);
    if (!query) {
      if (!tag || raw.trim()) return [];
      const rows: DocumentRow[] = await this.dataSource.query(TAGGED_SQL, [userId, tag]);
      return rows.map((row) => toResult(row, []));
    }
    const tagParam = tag ? [tag] : [];
    let rows: DocumentRow[] = await this.dataSource.query(fullTextSql(!!tag), [
      userId,
      query.tsquery,
      ...tagParam,
    ]);
    if (rows.length === 0 && query.fuzzyWords.length > 0)
      rows = await this.typoSearch(userId, query.fuzzyWords, tag);
    return rows.map((row) => toResult(row, query.words));
  }

  private typoSearch(userId: string, words: string[], tag: string | null): Promise<DocumentRow[]> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
        String(TYPO_THRESHOLD),
      ]);
      return m.query(trigramSql(words.length, !!tag), [userId, ...words, ...(tag ? [tag] : [])]);
    });
  }
}

function toResult(row: DocumentRow, words: string[]): SearchResult {
  const base = { date: row.date, content: row.content, snippet: makeSnippet(row.content, words) };
  return row.type === 'note'
    ? { id: row.id.slice('note:'.length), type: 'note', ...base }
    : { id: row.record_id, type: 'summary', subject: row.subject ?? '', ...base };
}
