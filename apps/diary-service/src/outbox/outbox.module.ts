import { Module } from '@nestjs/common';
import { OutboxDelivery } from './outbox-delivery';
import { OutboxRelay } from './outbox.relay';
import { OutboxService } from './outbox.service';

/** The transactional outbox: write events with the change, relay them to Redis after commit. */
@Module({
  providers: [OutboxDelivery, OutboxRelay, OutboxService],
  exports: [OutboxService, OutboxRelay],
})
export class OutboxModule {}
