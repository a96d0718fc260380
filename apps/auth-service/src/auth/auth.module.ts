import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';
import { LoginThrottle } from './login-throttle';
import { RegistrationThrottle } from './registration-throttle';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { TwoFactorRepository } from '../two-factor/two-factor.repository';
import { TwoFactorController } from '../two-factor/two-factor.controller';

@Module({
  imports: [UsersModule, SessionsModule],
  controllers: [AuthController, TwoFactorController],
  providers: [
    AuthService,
    PasswordHasher,
    LoginThrottle,
    RegistrationThrottle,
    TwoFactorService,
    TwoFactorRepository,
  ],
  exports: [AuthService, LoginThrottle],
})
export class AuthModule {}
