// Imported once by each app (global): SessionAuthGuard for routes of signed-in users and
// InternalGuard for /internal routes, wherever their controllers live.
import { Global, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { SessionVerifier } from './session-verifier';
import { SessionStrategy } from './session.strategy';
import { SessionAuthGuard } from './session-auth.guard';
import { InternalGuard } from './internal.guard';
import { LiveSessions } from './live-sessions';
import { definePassportHelpers } from './passport-request';

@Global()
@Module({
  providers: [LiveSessions, SessionVerifier, SessionStrategy, SessionAuthGuard, InternalGuard],
  exports: [LiveSessions, SessionVerifier, SessionStrategy, SessionAuthGuard, InternalGuard],
})
export class SessionAuthModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    // The Express app's request prototype (absent in a module tested without HTTP).
    const app = this.adapterHost.httpAdapter?.getInstance<{ request?: object }>();
    if (app?.request) definePassportHelpers(app.request);
  }
}
