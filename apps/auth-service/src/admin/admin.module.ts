import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { PasswordHasher } from '../auth/password-hasher';
import { AdminController } from './admin.controller';
import { AdminGuard } from './admin.guard';
import { AdminRepository } from './admin.repository';
import { AdminService } from './admin.service';
import { RegistrationController } from './registration.controller';

/** Running it for a team: the admin routes, invitations, reset links and the audit log. */
@Module({
  imports: [SessionsModule],
  controllers: [AdminController, RegistrationController],
  providers: [AdminRepository, AdminService, AdminGuard, PasswordHasher],
})
export class AdminModule {}
