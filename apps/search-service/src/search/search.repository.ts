// All SQL of searching the index: full text first, the typo fallback when it finds nothing, and a
// tag's documents; `tags` (normalized) narrow each to records carrying all of them.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TAGGED_SQL, TYPO_THRESHOLD, fullTextSql, trigramSql } from './search.statements';

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
  constructor(private readonly dataSource: DataSource) {}

  /** The user's documents matching the tsquery text, best first. */
  fullText(userId: string, tsquery: string, tags: string[]): Promise<DocumentRow[]> {
    return this.dataSource.query(fullTextSql(tags.length > 0), [
      userId,
      tsquery,
      ...(tags.length ? [tags] : []),
    ]);
  }

  /** The user's documents containing words like each of `words` (a small typo forgiven). */
  typoMatches(userId: string, words: string[], tags: string[]): Promise<DocumentRow[]> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
        String(TYPO_THRESHOLD),
      ]);
      return m.query(trigramSql(words.length, tags.length > 0), [
        userId,
        ...words,
        ...(tags.length ? [tags] : []),
      ]);
    });
  }

  /** The documents of the user's records that carry all the tags, newest first. */
  tagged(userId: string, tags: string[]): Promise<DocumentRow[]> {
    return this.dataSource.query(TAGGED_SQL, [userId, tags]);
  }
}
