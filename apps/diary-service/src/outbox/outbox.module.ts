import { Module } from '@nestjs/common';
import { OutboxDelivery } from './outbox-delivery';
import { OutboxRelay } from './outbox.relay';
import { OutboxService } from './outbox.service';
import { OutboxEventsRepository } from './outbox-events.repository';
import { OutboxMetrics } from './outbox-metrics';

/** The transactional outbox: write events with the change, relay them to Redis after commit. */
@Module({
  providers: [OutboxDelivery, OutboxRelay, OutboxService, OutboxEventsRepository, OutboxMetrics],
  exports: [OutboxService, OutboxRelay],
})
export class OutboxModule {}
