// Registration, sign-in and sign-out. Passwords are hashed with argon2id and never logged or returned.
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES, AuthUser } from '@diary/contracts';
import { UsersService } from '../users/users.service';
import { IssuedSession, SessionClient, SessionsService } from '../sessions/sessions.service';
import { PasswordHasher } from './password-hasher';
import { LoginThrottle } from './login-throttle';
import { RegistrationThrottle } from './registration-throttle';
import { LoginDto, RegisterDto } from './auth.dto';

export interface SignedIn {
  user: AuthUser;
  session: IssuedSession;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly registrations: RegistrationThrottle,
  ) {}

  /** Throttled per address (every attempt that passes validation counts, taken or not). */
  async register(dto: RegisterDto, client: SessionClient & { ip: string }): Promise<SignedIn> {
    await this.registrations.count(client.ip);
    const passwordHash = await this.hasher.hash(dto.password);
    const user = await this.users.create({ username: dto.username, email: dto.email, passwordHash });
    const session = await this.sessions.start(user, client);
    return { user: { id: user.id, username: user.username, email: user.email }, session };
  }

  /** Throttled per username and per address: at the limit even the right password gets 429. */
  async login(dto: LoginDto, client: SessionClient & { ip: string }): Promise<SignedIn> {
    await this.throttle.check(dto.username, client.ip);
    const user = await this.users.findByUsername(dto.username);
    const ok = await this.hasher.verify(user?.passwordHash, dto.password);
    if (!user || !ok) {
      await this.throttle.recordFailure(dto.username, client.ip);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    await this.throttle.recordSuccess(dto.username);
    const session = await this.sessions.start(user, client);
    return { user: { id: user.id, username: user.username }, session };
  }

  logout(sessionId: string): Promise<void> {
    return this.sessions.revoke(sessionId);
  }
}
