// Runs a change in a transaction together with the events it causes: the events are written to the
// outbox in that transaction and relayed only after it commits, so none is sent for a change that
// rolled back and none is lost when Redis is away at that moment.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { OutboxMessage } from './outbox-event.entity';
import { OutboxRelay } from './outbox.relay';

export type EmitEvent = (message: OutboxMessage) => void;

@Injectable()
export class OutboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  /** Runs `work` in a transaction; the events it emits are written (plain SQL, one statement) before the commit. */
  async transaction<T>(work: (em: EntityManager, emit: EmitEvent) => Promise<T>): Promise<T> {
    let emitted = false;
    const result = await this.dataSource.transaction(async (em) => {
      const messages: OutboxMessage[] = [];
      const value = await work(em, (m) => messages.push(m));
      if (messages.length) {
        const rows = messages.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`).join(', ');
        const values = messages.flatMap((m) => [m.kind, m.userId, JSON.stringify(m.payload)]);
        await em.query(`INSERT INTO outbox_events (kind, user_id, payload) VALUES ${rows}`, values);
        emitted = true;
      }
      return value;
    });
    if (emitted) this.relay.kick(true);
    return result;
  }
}
