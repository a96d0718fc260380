// /api/webhooks: the caller's webhooks (contract "Where you work"). HTTP only; rules in WebhooksService.
import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  CreateWebhookRequest,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
} from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { UuidOr404Pipe, ZodBodyPipe } from '@diary/server-core';
import type { z } from 'zod';
import { WEBHOOK_NOT_FOUND, WebhooksService } from './webhooks.service';

const WebhookIdPipe = new UuidOr404Pipe(WEBHOOK_NOT_FOUND);
/** A type alias, not the schema's name: Nest's ValidationPipe must see a plain object here. */
type CreateWebhookBody = z.infer<typeof CreateWebhookRequest>;

@Controller('api/webhooks')
@UseGuards(SessionAuthGuard)
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  list(@CurrentUser() user: SessionUser): Promise<Webhook[]> {
    return this.webhooks.list(user.id);
  }

  /** 201 with the signing secret, shown this once. */
  @Post()
  create(
    @CurrentUser() user: SessionUser,
    @Body(new ZodBodyPipe(CreateWebhookRequest)) body: CreateWebhookBody,
  ): Promise<CreatedWebhook> {
    return this.webhooks.create(user.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SessionUser, @Param('id', WebhookIdPipe) id: string): Promise<void> {
    return this.webhooks.remove(user.id, id);
  }

  /** Sends a test event now; 200 with how the receiver answered (a failure is not an error here). */
  @Post(':id/test')
  @HttpCode(200)
  test(@CurrentUser() user: SessionUser, @Param('id', WebhookIdPipe) id: string): Promise<WebhookDelivery> {
    return this.webhooks.test(user.id, id);
  }

  @Get(':id/deliveries')
  deliveries(
    @CurrentUser() user: SessionUser,
    @Param('id', WebhookIdPipe) id: string,
  ): Promise<WebhookDelivery[]> {
    return this.webhooks.deliveries(user.id, id);
  }
}
