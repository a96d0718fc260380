// Import once per service to guard routes with SessionAuthGuard and /internal routes with InternalGuard.
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { SessionVerifier } from './session-verifier';
import { SessionStrategy } from './session.strategy';
import { SessionAuthGuard } from './session-auth.guard';
import { InternalGuard } from './internal.guard';

@Module({
  imports: [PassportModule],
  providers: [SessionVerifier, SessionStrategy, SessionAuthGuard, InternalGuard],
  exports: [SessionVerifier, SessionAuthGuard, InternalGuard],
})
export class SessionAuthModule {}
