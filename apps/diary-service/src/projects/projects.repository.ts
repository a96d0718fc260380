// All SQL of projects. Every statement is scoped by user: another user's project is not found.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Project } from '@diary/contracts';

const COLUMNS = `id, name, client, hourly_rate::float8 AS "hourlyRate", trim(currency) AS currency, color`;

export type ProjectFields = Omit<Project, 'id'>;

@Injectable()
export class ProjectsRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(userId: string): Promise<Project[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM projects WHERE user_id = $1 ORDER BY lower(name), id`,
      [userId],
    );
  }

  async find(
    userId: string,
    id: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<Project | null> {
    const [row]: Project[] = await em.query(
      `SELECT ${COLUMNS} FROM projects WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return row ?? null;
  }

  async insert(userId: string, id: string, p: ProjectFields): Promise<Project> {
    const [row]: Project[] = await this.dataSource.query(
      `INSERT INTO projects (id, user_id, name, client, hourly_rate, currency, color)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [id, userId, p.name, p.client, p.hourlyRate, p.currency, p.color],
    );
    return row;
  }

  async update(userId: string, id: string, p: ProjectFields): Promise<Project | null> {
    const [rows]: [Project[], number] = await this.dataSource.query(
      `UPDATE projects SET name = $3, client = $4, hourly_rate = $5, currency = $6, color = $7
       WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId, p.name, p.client, p.hourlyRate, p.currency, p.color],
    );
    return rows[0] ?? null;
  }

  /** True when a project was deleted; its sessions keep their time and lose the project (FK). */
  async delete(userId: string, id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM projects WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return count > 0;
  }

  /**
   * The user's project of that name under that client (both case-insensitive), for imports; else a
   * new one of that client, priced by the file or, where the file has no rate, like the client's
   * other projects (so an imported hour of a client bills at that client's rate).
   */
  async findOrCreate(
    em: EntityManager,
    userId: string,
    id: string,
    p: ProjectFields,
  ): Promise<{ id: string; created: boolean }> {
    const [found]: Array<{ id: string }> = await em.query(
      `SELECT id FROM projects WHERE user_id = $1 AND lower(name) = lower($2)
         AND lower(coalesce(client, '')) = lower(coalesce($3, ''))
       ORDER BY id LIMIT 1`,
      [userId, p.name, p.client],
    );
    if (found) return { id: found.id, created: false };
    const [sibling]: Array<{ client: string; hourlyRate: number | null; currency: string | null }> = p.client
      ? await em.query(
          `SELECT client, hourly_rate::float8 AS "hourlyRate", trim(currency) AS currency FROM projects
           WHERE user_id = $1 AND lower(client) = lower($2) ORDER BY (hourly_rate IS NULL), lower(name), id LIMIT 1`,
          [userId, p.client],
        )
      : [];
    const priced = p.hourlyRate !== null ? p : (sibling ?? p);
    await em.query(
      `INSERT INTO projects (id, user_id, name, client, hourly_rate, currency, color) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, userId, p.name, sibling?.client ?? p.client, priced.hourlyRate, priced.currency, p.color],
    );
    return { id, created: true };
  }
}
