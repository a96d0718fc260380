import { Module } from '@nestjs/common';
import { CONFIG, UserRateLimiter } from '@diary/server-core';
import type { AiConfig } from '../config';
import { AudioController } from './audio.controller';
import { createTranscriber, TRANSCRIBER } from './transcriber';

@Module({
  controllers: [AudioController],
  providers: [
    UserRateLimiter,
    { provide: TRANSCRIBER, inject: [CONFIG], useFactory: (config: AiConfig) => createTranscriber(config) },
  ],
})
export class AudioModule {}
