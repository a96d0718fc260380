import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { OidcClient } from './oidc-client';
import { OidcController } from './oidc.controller';
import { OidcFlowStore } from './oidc-flow.store';
import { OidcIdentitiesRepository } from './oidc-identities.repository';
import { OidcService } from './oidc.service';

@Module({
  imports: [AuthModule, UsersModule, SessionsModule],
  controllers: [OidcController],
  providers: [OidcService, OidcClient, OidcFlowStore, OidcIdentitiesRepository],
  exports: [OidcService],
})
export class OidcModule {}
