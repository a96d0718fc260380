// The search queries, shared with the benchmarks (tools/bench/search) so that they measure exactly
// this SQL; they load the built file.
import { SEARCH_MAX_RESULTS } from '@diary/contracts';

/** How alike a typed word and a word of the text must be for the typo fallback (pg_trgm word_similarity). */
export const TYPO_THRESHOLD = 0.5;
/**
 * Characters of a document the typo fallback reads: word_similarity costs the square of the text's
 * length (a repetitive 97,000-character note: about a minute of CPU, not interruptible), so it
 * compares with the start of the text only; the trigram index is built on the same expression.
 */
export const TYPO_TEXT_CHARS = 4000;
const TYPO_TEXT = `left(coalesce(d.subject, '') || ' ' || d.content, ${TYPO_TEXT_CHARS})`;
const COLUMNS = `d.id, d.type, d.record_id, d.date, d.subject, d.content`;

/**
 * The full-text query, shared with the benchmark so that it measures exactly this SQL. The first
 * condition is the per-user GIN index (see the PerUserLexemeIndex migration); the others are exact.
 */
export function fullTextSql(tagged = false, newest = false): string {
  return `
  WITH q AS MATERIALIZED (SELECT to_tsquery('simple', $2) AS query)
  SELECT ${COLUMNS}
  FROM q, documents d
  WHERE search_user_lexemes(d.user_id, d.tsv) @@ search_user_query($1::uuid, to_tsquery('simple', $2))
    AND d.user_id = $1 AND NOT d.deleted AND d.tsv @@ q.query${tagged ? hasTag('$3') : ''}
  ORDER BY ${newest ? '' : 'ts_rank(d.tsv, q.query) DESC, '}d."timestamp" DESC
  LIMIT ${SEARCH_MAX_RESULTS}`;
}
export const FULL_TEXT_SQL = fullTextSql();

/** With `tagged`, the tags (a text[], all of them required) are the parameter after the words. */
export function trigramSql(wordCount: number, tagged = false): string {
  const words = Array.from({ length: wordCount }, (_, i) => `$${i + 2}`);
  return `
    SELECT ${COLUMNS}
    FROM documents d
    WHERE d.user_id = $1 AND NOT d.deleted AND ${words.map((w) => `${w} <% ${TYPO_TEXT}`).join(' AND ')}
      ${tagged ? hasTag(`$${wordCount + 2}`) : ''}
    ORDER BY ${words.map((w) => `word_similarity(${w}, ${TYPO_TEXT})`).join(' + ')} DESC, d."timestamp" DESC
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
                WHERE t.record_id = d.record_id AND t.user_id = d.user_id AND t.tags @> ${param}::text[])`;
}
