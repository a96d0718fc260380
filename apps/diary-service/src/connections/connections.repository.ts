// SQL of connections: a user's list, one of theirs by id, adding and deleting one, and the last
// fetch's problem sentence. Every statement names the user: another user's connection is not there.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ConnectionKind } from '@diary/contracts';

export interface ConnectionRow {
  id: string;
  userId: string;
  kind: ConnectionKind;
  url: string | null;
  apiUrl: string | null;
  /** Sealed with SECRETS_KEY (connection-secret.ts). */
  secret: string;
  problem: string | null;
  createdAt: Date;
}

const COLUMNS = `id, user_id AS "userId", kind, url, api_url AS "apiUrl", secret, problem, created_at AS "createdAt"`;

@Injectable()
export class ConnectionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(userId: string): Promise<ConnectionRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM connections WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  async findOwn(userId: string, id: string): Promise<ConnectionRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM connections WHERE user_id = $1 AND id = $2`,
      [userId, id],
    );
    return row ?? null;
  }

  count(userId: string): Promise<number> {
    return this.dataSource
      .query(`SELECT count(*)::int AS n FROM connections WHERE user_id = $1`, [userId])
      .then(([row]) => row.n);
  }

  async insert(row: Omit<ConnectionRow, 'problem' | 'createdAt'>): Promise<ConnectionRow> {
    const [saved] = await this.dataSource.query(
      `INSERT INTO connections (id, user_id, kind, url, api_url, secret) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${COLUMNS}`,
      [row.id, row.userId, row.kind, row.url, row.apiUrl, row.secret],
    );
    return saved;
  }

  /** Deletes the connection and, by the foreign key, its cached activity; false when it is not the user's. */
  async delete(userId: string, id: string): Promise<boolean> {
    const [, count] = await this.dataSource.query(`DELETE FROM connections WHERE user_id = $1 AND id = $2`, [
      userId,
      id,
    ]);
    return count > 0;
  }

  async setProblem(userId: string, id: string, problem: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE connections SET problem = $3 WHERE user_id = $1 AND id = $2 AND problem IS DISTINCT FROM $3`,
      [userId, id, problem],
    );
  }
}
