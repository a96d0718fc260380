import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@diary/contracts/server';
import { bullConnection, CONFIG, type BaseConfig } from '@diary/server-core';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';
import { WebhooksRepository } from './webhooks.repository';
import { WebhookSender } from './webhook-sender';
import { WebhookEventsProcessor } from './webhook-events.processor';
import { WebhookDeliveryProcessor } from './webhook-delivery.processor';

@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [CONFIG],
      useFactory: (config: BaseConfig) => bullConnection(config),
    }),
    BullModule.registerQueue({ name: QUEUES.webhookEvents }, { name: QUEUES.webhookDeliveries }),
  ],
  controllers: [WebhooksController],
  providers: [
    WebhooksService,
    WebhooksRepository,
    WebhookSender,
    WebhookEventsProcessor,
    WebhookDeliveryProcessor,
  ],
})
export class WebhooksModule {}
