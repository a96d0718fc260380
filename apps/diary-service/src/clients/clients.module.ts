import { Module } from '@nestjs/common';
import { AuthClient } from './auth.client';
import { AiClient } from './ai.client';

/** HTTP clients of the other services' internal routes (export, import). */
@Module({ providers: [AuthClient, AiClient], exports: [AuthClient, AiClient] })
export class ClientsModule {}
