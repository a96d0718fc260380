// Registers the outbox lag and the search-index queue's depth with the process's metrics
// (only when METRICS_PORT is set).
import { Injectable, OnModuleInit } from '@nestjs/common';
import { metricsEnabled, processMetrics } from '@diary/server-core';
import { OutboxEventsRepository } from './outbox-events.repository';
import { OutboxDelivery } from './outbox-delivery';

@Injectable()
export class OutboxMetrics implements OnModuleInit {
  constructor(
    private readonly repository: OutboxEventsRepository,
    private readonly delivery: OutboxDelivery,
  ) {}

  onModuleInit(): void {
    if (!metricsEnabled()) return;
    const m = processMetrics();
    m.outboxes.set('diary-service', () => this.repository.lag());
    m.queues.set('diary-service', () => this.delivery.queueDepth());
  }
}
