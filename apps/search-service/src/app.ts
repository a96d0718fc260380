import { INestApplication } from '@nestjs/common';
import { ConfigOverrides, createServiceApp } from '@diary/server-core';
import { AppModule } from './app.module';
import type { configSchema } from './config';

/**
 * The search service as a Nest app, not yet listening (main.ts listens; tests listen on a free port).
 * `config`: settings merged over the environment's before they are validated (tests pass theirs).
 */
export function createApp(config: ConfigOverrides<typeof configSchema> = {}): Promise<INestApplication> {
  return createServiceApp(AppModule.register(config));
}
