import { Module } from '@nestjs/common';
import { AskPhraseController } from './ask-phrase.controller';

/** "Ask your diary": the model's phrasing of the diary's answer (the diary owns POST /api/ask). */
@Module({ controllers: [AskPhraseController] })
export class AskModule {}
