// Runs a change in a transaction together with the events it causes: the events are written to the
// outbox in that transaction and relayed only after it commits, so none is sent for a change that
// rolled back and none is lost when Redis is away at that moment. With tracing on, an index job
// carries the trace of the request that caused it, on to the search worker (docs/observability.md).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Tracing } from '@diary/server-core';
import { OutboxMessage } from './outbox-event.entity';
import { OutboxRelay } from './outbox.relay';
import { OutboxEventsRepository } from './outbox-events.repository';

export type EmitEvent = (message: OutboxMessage) => void;

@Injectable()
export class OutboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    private readonly events: OutboxEventsRepository,
    private readonly tracing: Tracing,
  ) {}

  /**
   * Runs `work` in a transaction; the events it emits are written (one statement) before the commit,
   * or earlier when it calls `flush` (a long change such as an import writes them batch by batch
   * instead of holding them all).
   */
  async transaction<T>(
    work: (em: EntityManager, emit: EmitEvent, flush: () => Promise<void>) => Promise<T>,
  ): Promise<T> {
    let emitted = false;
    const trace = this.tracing.carrier();
    const traced = (m: OutboxMessage): OutboxMessage =>
      trace && m.kind === 'search_index' ? { ...m, payload: { ...m.payload, trace } } : m;
    const result = await this.dataSource.transaction(async (em) => {
      const messages: OutboxMessage[] = [];
      const flush = async () => {
        if (!messages.length) return;
        await this.events.insert(em, messages.splice(0));
        emitted = true;
      };
      const value = await work(em, (m) => messages.push(traced(m)), flush);
      await flush();
      return value;
    });
    if (emitted) this.relay.kick(true);
    return result;
  }
}
