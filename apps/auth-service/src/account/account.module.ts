import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { UserSettingsModule } from '../user-settings/user-settings.module';
import { PasswordHasher } from '../auth/password-hasher';
import { LoginThrottle } from '../auth/login-throttle';
import { AccountController } from './account.controller';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { InternalAccountController } from './internal-account.controller';
import { UserDeletionRelay } from './user-deletion.relay';

/** Deleting an account (and its user.deleted event), and the profile and settings routes for export/import. */
@Module({
  imports: [SessionsModule, UserSettingsModule],
  controllers: [AccountController, InternalAccountController],
  providers: [AccountRepository, AccountService, PasswordHasher, LoginThrottle, UserDeletionRelay],
  exports: [AccountRepository, UserDeletionRelay],
})
export class AccountModule {}
