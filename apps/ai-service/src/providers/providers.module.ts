import { Module } from '@nestjs/common';
import { CONFIG } from '@diary/server-core';
import type { AiConfig } from '../config';
import { AI_PROVIDER } from './ai-provider';
import { createAiProvider } from './provider.factory';

@Module({
  providers: [
    { provide: AI_PROVIDER, inject: [CONFIG], useFactory: (config: AiConfig) => createAiProvider(config) },
  ],
  exports: [AI_PROVIDER],
})
export class ProvidersModule {}
