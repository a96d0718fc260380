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
 * How many matches a full-text query ranks at most in one go. A very common word ("the" in half of
 * a ten-year diary: 83,000 documents) made the query fetch and recheck every match before ranking
 * (about half a second); past this many, the matches among the user's newest RECENT_DOCUMENTS
 * documents are ranked instead (docs/decisions.md, "Search ranks a bounded set of matches").
 */
export const RANK_CANDIDATES = 2000;
/** The newest documents of the user whose matches are ranked when a query matches more than RANK_CANDIDATES. */
export const RECENT_DOCUMENTS = 5000;

const MATCHES = (tagged: boolean) => `
    search_user_lexemes(d.user_id, d.tsv) @@ search_user_query($1::uuid, to_tsquery('simple', $2))
    AND d.user_id = $1 AND NOT d.deleted AND d.tsv @@ q.query${tagged ? hasTag('$3') : ''}`;
const ORDER = (newest: boolean, d = 'd') =>
  `ORDER BY ${newest ? '' : `ts_rank(${d}.tsv, q.query) DESC, `}${d}."timestamp" DESC LIMIT ${SEARCH_MAX_RESULTS}`;

/**
 * The full-text query (run through rankedFullText, by the service and the benchmarks): at most
 * RANK_CANDIDATES + 1 matches (in the order the heap gives them, so a common word stops early),
 * ranked, each row with `candidates`, how many were found. When that is RANK_CANDIDATES or fewer
 * the answer is exact; otherwise the service asks recentFullTextSql. The first condition is the
 * per-user GIN index (see the PerUserLexemeIndex migration); the others are exact.
 */
export function fullTextSql(tagged = false, newest = false): string {
  return `
  WITH q AS MATERIALIZED (SELECT to_tsquery('simple', $2) AS query),
  c AS MATERIALIZED (
    SELECT ${COLUMNS}, d.tsv, d."timestamp"
    FROM q, documents d
    WHERE ${MATCHES(tagged)}
    LIMIT ${RANK_CANDIDATES + 1})
  SELECT c.id, c.type, c.record_id, c.date, c.subject, c.content, (SELECT count(*) FROM c)::int AS candidates
  FROM q, c
  ${ORDER(newest, 'c')}`;
}

/**
 * A query with more than RANK_CANDIDATES matches: the matches among the user's RECENT_DOCUMENTS
 * newest documents (read newest first by documents_user_newest), ranked. Newest first, its first
 * SEARCH_MAX_RESULTS are the exact answer when it finds that many.
 */
export function recentFullTextSql(tagged = false, newest = false): string {
  return `
  WITH q AS MATERIALIZED (SELECT to_tsquery('simple', $2) AS query)
  SELECT ${COLUMNS}
  FROM q, (SELECT * FROM documents
           WHERE user_id = $1 AND NOT deleted
           ORDER BY "timestamp" DESC LIMIT ${RECENT_DOCUMENTS}) d
  WHERE d.tsv @@ q.query${tagged ? hasTag('$3') : ''}
  ${ORDER(newest)}`;
}

/** Every match ranked: the answer when the newest documents hold fewer than a page of a common word's matches. */
export function allFullTextSql(tagged = false, newest = false): string {
  return `
  WITH q AS MATERIALIZED (SELECT to_tsquery('simple', $2) AS query)
  SELECT ${COLUMNS}
  FROM q, documents d
  WHERE ${MATCHES(tagged)}
  ${ORDER(newest)}`;
}

/** Runs one statement and gives its rows: the service's DataSource, or a benchmark's pg client. */
export type RunSql = <R>(sql: string, params: unknown[]) => Promise<R[]>;

/**
 * The full-text answer as the service gives it, shared with the benchmarks so that they run the
 * same follow-up: fullTextSql, and when it found more than RANK_CANDIDATES matches, those among
 * the newest documents when they hold a page, else every match ranked.
 */
export async function rankedFullText<R extends object>(
  run: RunSql,
  userId: string,
  tsquery: string,
  tags: string[] = [],
  newest = false,
): Promise<R[]> {
  const tagged = tags.length > 0;
  const params = [userId, tsquery, ...(tagged ? [tags] : [])];
  const found = await run<R & { candidates: number }>(fullTextSql(tagged, newest), params);
  if (found.length === 0 || found[0].candidates <= RANK_CANDIDATES)
    return found.map(({ candidates: _, ...row }) => row as unknown as R);
  const recent = await run<R>(recentFullTextSql(tagged, newest), params);
  if (recent.length >= SEARCH_MAX_RESULTS) return recent;
  return run<R>(allFullTextSql(tagged, newest), params);
}

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
