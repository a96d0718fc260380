// Registers the outbox lag and the search-index queue's depth with the process's metrics
// (only when METRICS_PORT is set).
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { BaseConfig, CONFIG, metricsEnabled, processMetrics } from '@diary/server-core';
import { OutboxEventsRepository } from './outbox-events.repository';
import { OutboxDelivery } from './outbox-delivery';

@Injectable()
export class OutboxMetrics implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: BaseConfig,
    private readonly repository: OutboxEventsRepository,
    private readonly delivery: OutboxDelivery,
  ) {}

  onModuleInit(): void {
    if (!metricsEnabled(this.config)) return;
    const m = processMetrics();
    m.outboxes.set('diary-service', () => this.repository.lag());
    m.queues.set('diary-service', () => this.delivery.queueDepth());
  }
}
