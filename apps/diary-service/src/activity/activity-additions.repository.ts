// SQL of activity_additions: which note or session an activity item became, so adding it again
// answers the same one, and the lane can show it as added.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type AddedAs = 'note' | 'session';

export interface Addition {
  itemId: string;
  as: AddedAs;
  workRecordId: string;
  noteId: string | null;
}

const COLUMNS = `item_id AS "itemId", added_as AS "as", work_record_id AS "workRecordId", note_id AS "noteId"`;

@Injectable()
export class ActivityAdditionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string, itemId: string, as: AddedAs): Promise<Addition | null> {
    const [row] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM activity_additions WHERE user_id = $1 AND item_id = $2 AND added_as = $3`,
      [userId, itemId, as],
    );
    return row ?? null;
  }

  /** Those of the items whose note or session still exists. */
  live(userId: string, itemIds: string[]): Promise<Addition[]> {
    if (itemIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM activity_additions a
       WHERE a.user_id = $1 AND a.item_id = ANY($2::text[])
         AND EXISTS (SELECT 1 FROM work_records r WHERE r.id = a.work_record_id AND r.user_id = a.user_id)
         AND (a.note_id IS NULL OR EXISTS (SELECT 1 FROM work_notes n WHERE n.id = a.note_id AND n.user_id = a.user_id))`,
      [userId, itemIds],
    );
  }

  /** Records the addition; false when another request recorded one first (nothing is changed). */
  async insert(userId: string, a: Addition): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO activity_additions (user_id, item_id, added_as, work_record_id, note_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING item_id`,
      [userId, a.itemId, a.as, a.workRecordId, a.noteId],
    );
    return rows.length === 1;
  }

  async forget(userId: string, itemId: string, as: AddedAs): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM activity_additions WHERE user_id = $1 AND item_id = $2 AND added_as = $3`,
      [userId, itemId, as],
    );
  }
}
