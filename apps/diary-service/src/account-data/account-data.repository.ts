// SQL of deleting a user from the diary (auth's user.deleted event): records (their notes go by
// cascade), attachments (their blobs go by cascade), notes (their versions go by cascade), drafts,
// the calendar feed, webhooks, connections (their cached activity goes by cascade) and what activity
// became, outbox rows not yet relayed and the trash, in one transaction.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class AccountDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async deleteUser(userId: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await em.query(`DELETE FROM attachments WHERE user_id = $1`, [userId]);
      await em.query(`DELETE FROM work_notes WHERE user_id = $1`, [userId]);
      await em.query(`DELETE FROM work_records WHERE user_id = $1`, [userId]);
      await em.query(`DELETE FROM draft_notes WHERE user_id = $1`, [userId]);
      await em.query(`DELETE FROM calendar_feeds WHERE user_id = $1`, [userId]);
      await em.query(`DELETE FROM webhooks WHERE user_id = $1`, [userId]);
      await em.query(`DELETE FROM connections WHERE user_id = $1`, [userId]);
      await em.query(`DELETE FROM activity_additions WHERE user_id = $1`, [userId]);
      await em.query(`DELETE FROM outbox_events WHERE user_id = $1`, [userId]);
      await em.query(`DELETE FROM trash_items WHERE user_id = $1`, [userId]);
    });
  }
}
