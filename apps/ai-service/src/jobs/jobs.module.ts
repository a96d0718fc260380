import { Module } from '@nestjs/common';
import { AiQueues } from './ai-queues';
import { WebhookEventsPublisher } from './webhook-events.publisher';

@Module({ providers: [AiQueues, WebhookEventsPublisher], exports: [AiQueues, WebhookEventsPublisher] })
export class JobsModule {}
