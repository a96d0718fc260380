import { Module } from '@nestjs/common';
import { AiQueues } from './ai-queues';

@Module({ providers: [AiQueues], exports: [AiQueues] })
export class JobsModule {}
