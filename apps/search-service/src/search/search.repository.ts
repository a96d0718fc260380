// All SQL of searching the index: full text first, the typo fallback when it finds nothing, and a
// tag's documents; `tags` (normalized) narrow each to records carrying all of them.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { CONFIG } from '@diary/server-core';
import type { SearchConfig } from '../config';
import { TAGGED_SQL, TYPO_THRESHOLD, rankedFullText, trigramSql } from './search.statements';

export interface DocumentRow {
  id: string;
  type: 'note' | 'summary';
  record_id: string;
  date: string;
  subject: string | null;
  content: string;
}

@Injectable()
export class SearchRepository {
  private readonly logger = new Logger(SearchRepository.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: SearchConfig,
  ) {}

  /**
   * The user's documents matching the tsquery text, best first (or newest first). A query with
   * more than RANK_CANDIDATES matches is ranked among the user's newest documents when they hold a
   * page of its matches (search.statements.ts), else over all of them.
   */
  fullText(userId: string, tsquery: string, tags: string[], newest = false): Promise<DocumentRow[]> {
    return rankedFullText<DocumentRow>(
      (sql, params) => this.dataSource.query(sql, params),
      userId,
      tsquery,
      tags,
      newest,
    );
  }

  /**
   * The user's documents containing words like each of `words` (a small typo forgiven). Trigram
   * similarity costs time in proportion to a text's length times the words asked for, so it runs
   * under its own short timeout (SEARCH_TYPO_TIMEOUT_MS): past it, no typo matches.
   */
  async typoMatches(userId: string, words: string[], tags: string[]): Promise<DocumentRow[]> {
    try {
      return await this.dataSource.transaction(async (m) => {
        await m.query(
          `SELECT set_config('pg_trgm.word_similarity_threshold', $1, true), set_config('statement_timeout', $2, true)`,
          [String(TYPO_THRESHOLD), `${this.config.SEARCH_TYPO_TIMEOUT_MS}ms`],
        );
        return m.query(trigramSql(words.length, tags.length > 0), [
          userId,
          ...words,
          ...(tags.length ? [tags] : []),
        ]);
      });
    } catch (err) {
      if (!(err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === '57014'))
        throw err;
      this.logger.warn(
        `typo search gave up after ${this.config.SEARCH_TYPO_TIMEOUT_MS} ms (${words.length} words)`,
      );
      return [];
    }
  }

  /** The documents of the user's records that carry all the tags, newest first. */
  tagged(userId: string, tags: string[]): Promise<DocumentRow[]> {
    return this.dataSource.query(TAGGED_SQL, [userId, tags]);
  }
}
