import { Module } from '@nestjs/common';
import { AuthClient } from './auth.client';
import { AiClient } from './ai.client';
import { SearchClient } from './search.client';

/** HTTP clients of the other services' internal routes (export, import, ask). */
@Module({
  providers: [AuthClient, AiClient, SearchClient],
  exports: [AuthClient, AiClient, SearchClient],
})
export class ClientsModule {}
