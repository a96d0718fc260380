// Runs a change in a transaction together with the events it causes: the events are written to the
// outbox in that transaction and relayed only after it commits, so none is sent for a change that
// rolled back and none is lost when Redis is away at that moment.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { OutboxEventEntity, OutboxMessage } from './outbox-event.entity';
import { OutboxRelay } from './outbox.relay';

export type EmitEvent = (message: OutboxMessage) => void;

@Injectable()
export class OutboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async transaction<T>(work: (em: EntityManager, emit: EmitEvent) => Promise<T>): Promise<T> {
    let emitted = false;
    const result = await this.dataSource.transaction(async (em) => {
      const messages: OutboxMessage[] = [];
      const value = await work(em, (m) => messages.push(m));
      if (messages.length) {
        await em.insert(
          OutboxEventEntity,
          messages.map((m) => ({ kind: m.kind, userId: m.userId, payload: m.payload })),
        );
        emitted = true;
      }
      return value;
    });
    if (emitted) this.relay.kick();
    return result;
  }
}
