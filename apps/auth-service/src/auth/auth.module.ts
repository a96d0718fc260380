import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';
import { LoginThrottle } from './login-throttle';
import { RegistrationThrottle } from './registration-throttle';

@Module({
  imports: [UsersModule, SessionsModule],
  controllers: [AuthController],
  providers: [AuthService, PasswordHasher, LoginThrottle, RegistrationThrottle],
})
export class AuthModule {}
