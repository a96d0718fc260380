import { INestApplication } from '@nestjs/common';
import { createServiceApp } from '@diary/server-core';
import { AppModule } from './app.module';

/** The search service as a Nest app, not yet listening (main.ts listens; tests listen on a free port). */
export function createApp(): Promise<INestApplication> {
  return createServiceApp(AppModule.register());
}
