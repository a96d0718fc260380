// All SQL of the trash: a deleted note or session is copied here as its rows (to_jsonb) in the
// transaction that deletes it, and put back as the same rows (jsonb_populate_record) on restore.
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export type TrashKind = 'note' | 'session';

/** The rows a deleted note or session took with it, as Postgres wrote them. */
export interface TrashPayload {
  record?: Record<string, unknown>;
  notes: Array<Record<string, unknown>>;
  revisions: Array<Record<string, unknown>>;
  attachments?: Array<Record<string, unknown>>;
  blobs?: Array<Record<string, unknown>>;
}

export interface TrashRow {
  id: string;
  kind: TrashKind;
  itemId: string;
  date: string;
  title: string;
  deletedAt: Date;
}

const COLUMNS = `id, kind, item_id AS "itemId", to_char(date, 'YYYY-MM-DD') AS date, title, deleted_at AS "deletedAt"`;

/** A line of the text that names the item in the trash list (never a sealed note's: it has none). */
const titleOf = (note: Record<string, unknown>) =>
  note.sealed
    ? 'Sealed note'
    : (
        String(note.content ?? '')
          .split('\n')
          .find((line) => line.trim()) ?? ''
      )
        .trim()
        .slice(0, 200) || 'Empty note';

@Injectable()
export class TrashRepository {
  constructor(private readonly dataSource: DataSource) {}

  private async rows(
    em: EntityManager,
    sql: string,
    params: unknown[],
  ): Promise<Array<Record<string, unknown>>> {
    const found: Array<{ row: Record<string, unknown> }> = await em.query(sql, params);
    return found.map((r) => r.row);
  }

  /** Copies the user's note (and its versions) into the trash; the caller then deletes it. */
  async putNote(em: EntityManager, userId: string, noteId: string, date: string): Promise<void> {
    const notes = await this.rows(
      em,
      `SELECT to_jsonb(n) AS row FROM work_notes n WHERE user_id = $1 AND id = $2`,
      [userId, noteId],
    );
    if (!notes.length) return;
    const revisions = await this.rows(
      em,
      `SELECT to_jsonb(v) AS row FROM note_revisions v WHERE user_id = $1 AND note_id = $2`,
      [userId, noteId],
    );
    await this.insert(em, userId, 'note', noteId, date, titleOf(notes[0]), {
      notes,
      revisions,
    });
  }

  /** Copies the user's record with its notes, versions and attachments into the trash. */
  async putRecord(
    em: EntityManager,
    userId: string,
    recordId: string,
    stoppedAt: Date | null,
  ): Promise<void> {
    const [record] = await this.rows(
      em,
      `SELECT to_jsonb(r) AS row FROM work_records r WHERE user_id = $1 AND id = $2`,
      [userId, recordId],
    );
    if (!record) return;
    // A running session is stopped as it is deleted: it comes back stopped.
    if (stoppedAt && record.is_active)
      Object.assign(record, { is_active: false, end_time: stoppedAt.toISOString() });
    const notes = await this.rows(
      em,
      `SELECT to_jsonb(n) AS row FROM work_notes n WHERE user_id = $1 AND work_record_id = $2 ORDER BY timestamp, id`,
      [userId, recordId],
    );
    const revisions = await this.rows(
      em,
      `SELECT to_jsonb(v) AS row FROM note_revisions v JOIN work_notes n ON n.id = v.note_id
       WHERE v.user_id = $1 AND n.work_record_id = $2`,
      [userId, recordId],
    );
    const attachments = await this.rows(
      em,
      `SELECT to_jsonb(a) AS row FROM attachments a WHERE user_id = $1 AND work_record_id = $2`,
      [userId, recordId],
    );
    const blobs = await this.rows(
      em,
      `SELECT to_jsonb(b) AS row FROM attachment_blobs b JOIN attachments a ON a.id = b.attachment_id
       WHERE a.user_id = $1 AND a.work_record_id = $2`,
      [userId, recordId],
    );
    const subject = typeof record.summary_subject === 'string' ? record.summary_subject : '';
    const title = subject || (notes.length ? titleOf(notes[0]) : 'Work session');
    await this.insert(em, userId, 'session', recordId, String(record.date), title, {
      record,
      notes,
      revisions,
      attachments,
      blobs,
    });
  }

  private async insert(
    em: EntityManager,
    userId: string,
    kind: TrashKind,
    itemId: string,
    date: string,
    title: string,
    payload: TrashPayload,
  ): Promise<void> {
    await em.query(
      `INSERT INTO trash_items (id, user_id, kind, item_id, date, title, payload) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [randomUUID(), userId, kind, itemId, date, title, JSON.stringify(payload)],
    );
  }

  list(userId: string): Promise<TrashRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM trash_items WHERE user_id = $1 ORDER BY deleted_at DESC, id`,
      [userId],
    );
  }

  /** The user's item with its rows, locked until the caller's transaction ends. */
  async lockOwn(
    em: EntityManager,
    userId: string,
    id: string,
  ): Promise<(TrashRow & { payload: TrashPayload }) | null> {
    const rows: Array<TrashRow & { payload: TrashPayload }> = await em.query(
      `SELECT ${COLUMNS}, payload FROM trash_items WHERE user_id = $1 AND id = $2 FOR UPDATE`,
      [userId, id],
    );
    return rows[0] ?? null;
  }

  /** Puts rows back into `table` exactly as they were (every column the row had). */
  async restoreRows(
    em: EntityManager,
    table: string,
    rows: Array<Record<string, unknown>> | undefined,
  ): Promise<void> {
    if (!rows?.length) return;
    await em.query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [
      JSON.stringify(rows),
    ]);
  }

  async remove(em: EntityManager, userId: string, id: string): Promise<void> {
    await em.query(`DELETE FROM trash_items WHERE user_id = $1 AND id = $2`, [userId, id]);
  }

  /** Empties the user's trash; the attachments that went with it. */
  async empty(userId: string): Promise<Array<{ userId: string; id: string }>> {
    return (await this.deleteWhere(`user_id = $1`, [userId])).attachments;
  }

  /** Forgets items deleted before `cutoff`: how many, and the attachments that went with them. */
  purgeDeletedBefore(
    cutoff: Date,
  ): Promise<{ count: number; attachments: Array<{ userId: string; id: string }> }> {
    return this.deleteWhere(`deleted_at < $1`, [cutoff]);
  }

  private async deleteWhere(
    where: string,
    params: unknown[],
  ): Promise<{ count: number; attachments: Array<{ userId: string; id: string }> }> {
    const rows: Array<{ userId: string; attachmentIds: string[] }> = await this.dataSource.query(
      `WITH gone AS (DELETE FROM trash_items WHERE ${where} RETURNING user_id, payload)
       SELECT user_id AS "userId",
         ARRAY(SELECT a->>'id' FROM jsonb_array_elements(coalesce(payload->'attachments', '[]')) a) AS "attachmentIds"
       FROM gone`,
      params,
    );
    return {
      count: rows.length,
      attachments: rows.flatMap((r) => r.attachmentIds.map((id) => ({ userId: r.userId, id }))),
    };
  }
}
