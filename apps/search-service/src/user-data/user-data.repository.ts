// SQL of deleting a user from the index: every document and record tombstone of the user.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class UserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async deleteUser(userId: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await em.query(`DELETE FROM documents WHERE user_id = $1`, [userId]);
      await em.query(`DELETE FROM deleted_records WHERE user_id = $1`, [userId]);
      await em.query(`DELETE FROM record_tags WHERE user_id = $1`, [userId]);
    });
  }
}
