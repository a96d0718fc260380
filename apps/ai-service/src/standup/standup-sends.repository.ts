// All SQL of standup_sends: the last send per user and channel.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StandupSend } from '@diary/contracts';

export type Channel = 'chat' | 'email';

@Injectable()
export class StandupSendsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(userId: string, channel: Channel, send: Omit<StandupSend, 'at'>): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO standup_sends (user_id, channel, date, ok, status, error, at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (user_id, channel) DO UPDATE
         SET date = EXCLUDED.date, ok = EXCLUDED.ok, status = EXCLUDED.status, error = EXCLUDED.error, at = now()`,
      [userId, channel, send.date, send.ok, send.status, send.error],
    );
  }

  async last(userId: string): Promise<Record<Channel, StandupSend | null>> {
    const rows: Array<StandupSend & { channel: Channel }> = await this.dataSource.query(
      `SELECT channel, to_char(date, 'YYYY-MM-DD') AS date, ok, status, error,
              to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM standup_sends WHERE user_id = $1`,
      [userId],
    );
    const of = (channel: Channel) => {
      const row = rows.find((r) => r.channel === channel);
      if (!row) return null;
      const { channel: _channel, ...send } = row;
      return send;
    };
    return { chat: of('chat'), email: of('email') };
  }
}
