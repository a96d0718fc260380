// Imported once by each app (global): SessionAuthGuard for routes of signed-in users and
// InternalGuard for /internal routes, wherever their controllers live.
import { Global, Module } from '@nestjs/common';
import { SessionVerifier } from './session-verifier';
import { SessionStrategy } from './session.strategy';
import { SessionAuthGuard } from './session-auth.guard';
import { InternalGuard } from './internal.guard';
import { LiveSessions } from './live-sessions';

@Global()
@Module({
  providers: [LiveSessions, SessionVerifier, SessionStrategy, SessionAuthGuard, InternalGuard],
  exports: [LiveSessions, SessionVerifier, SessionStrategy, SessionAuthGuard, InternalGuard],
})
export class SessionAuthModule {}
