import { Module } from '@nestjs/common';
import { ProvidersModule } from '../providers/providers.module';
import { DiagnosticController } from './diagnostic.controller';

@Module({ imports: [ProvidersModule], controllers: [DiagnosticController] })
export class DiagnosticModule {}
