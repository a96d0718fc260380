import { Module } from '@nestjs/common';
import { OutboxDelivery } from './outbox-delivery';
import { OutboxRelay } from './outbox.relay';
import { OutboxService } from './outbox.service';
import { OutboxEventsRepository } from './outbox-events.repository';

/** The transactional outbox: write events with the change, relay them to Redis after commit. */
@Module({
  providers: [OutboxDelivery, OutboxRelay, OutboxService, OutboxEventsRepository],
  exports: [OutboxService, OutboxRelay],
})
export class OutboxModule {}
