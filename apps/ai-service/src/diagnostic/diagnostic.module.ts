import { Module } from '@nestjs/common';
import { UserRateLimiter } from '@diary/server-core';
import { ProvidersModule } from '../providers/providers.module';
import { DiagnosticController } from './diagnostic.controller';

@Module({ imports: [ProvidersModule], controllers: [DiagnosticController], providers: [UserRateLimiter] })
export class DiagnosticModule {}
