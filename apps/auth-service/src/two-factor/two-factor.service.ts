// Two-factor sign-in with TOTP (RFC 6238: SHA-1, 6 digits, 30 s) through the `otpauth` library.
// Setup keeps the new secret in Redis for 10 minutes until a code from it turns it on; ten one-time
// recovery codes are then shown once and stored as sha256 (each has 40 random bits, and a wrong
// guess counts toward the sign-in throttle). A code is accepted one step either side of now, and
// each time step signs in only once per user (a code seen on the wire cannot be replayed).
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, SECURITY_MESSAGES, TwoFactorSetup } from '@diary/contracts';
import { CONFIG, REDIS, redisKey } from '@diary/server-core';
import { AuthConfig } from '../config';
import { TwoFactorRepository } from './two-factor.repository';

const ISSUER = 'Work Diary';
const SETUP_SECONDS = 600;
const PERIOD = 30;

const totp = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret });

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^0-9a-z]/g, '');
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

@Injectable()
export class TwoFactorService {
  constructor(
    private readonly repository: TwoFactorRepository,
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private setupKey(userId: string) {
    return redisKey(this.config, `2fa-setup:${userId}`);
  }

  async setup(user: { id: string; username: string }): Promise<TwoFactorSetup> {
    const secret = new Secret({ size: 20 }).base32;
    await this.redis.set(this.setupKey(user.id), secret, 'EX', SETUP_SECONDS);
    return { secret, otpauthUrl: totp(secret, user.username).toString() };
  }

  /** Turns it on when the code matches the secret from setup; returns the recovery codes (shown once). */
  async enable(userId: string, code: string): Promise<string[]> {
    const secret = await this.redis.get(this.setupKey(userId));
    if (!secret) throw new BadRequestException(SECURITY_MESSAGES.noSetup);
    if (!(await this.checkTotp(userId, secret, code, false)))
      throw new BadRequestException(SECURITY_MESSAGES.invalidCode);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const hex = randomBytes(5).toString('hex');
      return `${hex.slice(0, 5)}-${hex.slice(5)}`;
    });
    await this.repository.enable(userId, secret, codes.map(hashRecoveryCode));
    await this.redis.del(this.setupKey(userId));
    return codes;
  }

  disable(userId: string): Promise<void> {
    return this.repository.disable(userId);
  }

  /** A current code of the secret, or an unused recovery code (used up by this call). */
  async verify(userId: string, secret: string, code: string): Promise<boolean> {
    const trimmed = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(trimmed)) return this.checkTotp(userId, secret, trimmed, true);
    if (normaliseRecoveryCode(code).length !== 10) return false;
    return this.repository.useRecoveryCode(userId, hashRecoveryCode(code));
  }

  /** consume: a sign-in uses the code's time step up (turning it on does not, so signing in right after works). */
  private async checkTotp(userId: string, secret: string, code: string, consume: boolean): Promise<boolean> {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return false;
    const delta = totp(secret).validate({ token, window: 1 });
    if (delta === null) return false;
    if (!consume) return true;
    const step = Math.floor(Date.now() / 1000 / PERIOD) + delta;
    const fresh = await this.redis.set(
      redisKey(this.config, `2fa-used:${userId}:${step}`),
      '1',
      'EX',
      PERIOD * 3,
      'NX',
    );
    return fresh === 'OK';
  }
}
