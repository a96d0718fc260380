import { Module } from '@nestjs/common';
import { CONFIG } from '@diary/server-core';
import type { AiConfig } from '../config';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';
import { OCR_ENGINE } from './ocr/ocr-engine';
import { createOcrEngine } from './ocr/ocr.factory';

@Module({
  controllers: [ImagesController],
  providers: [
    ImagesService,
    { provide: OCR_ENGINE, inject: [CONFIG], useFactory: (config: AiConfig) => createOcrEngine(config) },
  ],
})
export class ImagesModule {}
