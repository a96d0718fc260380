// Personal API tokens: `wdt_` + 32 random bytes (base64url), shown once; only the sha256 is stored
// (a high-entropy token needs no slow hash). Other services resolve a token through
// /internal/api-tokens/{sha256}, cached in Redis for API_TOKEN_CACHE_SECONDS; revoking deletes the
// record and then the cache key, so the token stops working at once.
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER_MAX,
  ApiTokenSummary,
  CreatedApiToken,
  SECURITY_MESSAGES,
} from '@diary/contracts';
import { CONFIG, REDIS, redisKey } from '@diary/server-core';
import {
  API_TOKEN_CACHE_SECONDS,
  apiTokenCacheKey,
  hashApiToken,
  ResolvedApiToken,
} from '@diary/server-auth';
import { AuthConfig } from '../config';
import { ApiTokensRepository } from './api-tokens.repository';
import { ApiTokenEntity } from './api-token.entity';
import { CreateApiTokenDto } from './api-tokens.dto';

const summary = (t: ApiTokenEntity): ApiTokenSummary => ({
  id: t.id,
  name: t.name,
  scope: t.scope,
  createdAt: t.createdAt.toISOString(),
});

@Injectable()
export class ApiTokensService {
  private readonly logger = new Logger(ApiTokensService.name);

  constructor(
    private readonly tokens: ApiTokensRepository,
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private cacheKey(hash: string) {
    return redisKey(this.config, apiTokenCacheKey(hash));
  }

  /** Minted by a signed-in session (`sessionId`), which must still be live when the token is written. */
  async create(userId: string, sessionId: string, dto: CreateApiTokenDto): Promise<CreatedApiToken> {
    if ((await this.tokens.countOfUser(userId)) >= API_TOKENS_PER_USER_MAX)
      throw new BadRequestException(SECURITY_MESSAGES.tooManyTokens);
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const saved = await this.tokens.insertIfAllowed(
      { id: randomUUID(), userId, name: dto.name, scope: dto.scope, tokenHash: hashApiToken(token) },
      sessionId,
    );
    if (!saved) throw new UnauthorizedException('You are not signed in.');
    return { ...summary(saved), token };
  }

  async list(userId: string): Promise<ApiTokenSummary[]> {
    return (await this.tokens.listOfUser(userId)).map(summary);
  }

  async revoke(userId: string, id: string): Promise<void> {
    const hash = await this.tokens.deleteOfUser(userId, id);
    if (!hash) throw new NotFoundException(SECURITY_MESSAGES.tokenNotFound);
    await this.redis.del(this.cacheKey(hash));
  }

  /** For other services: the token's user and scope (then cached), or null. */
  async resolve(hash: string): Promise<ResolvedApiToken | null> {
    const resolved = await this.tokens.resolve(hash);
    if (!resolved) return null;
    const key = this.cacheKey(hash);
    try {
      await this.redis.set(key, JSON.stringify(resolved), 'EX', API_TOKEN_CACHE_SECONDS);
      // Revoked between the read and the write above: the key must go, or it would live on.
      if (!(await this.tokens.resolve(hash))) {
        await this.redis.del(key);
        return null;
      }
    } catch (err) {
      this.logger.warn(`could not cache an API token: ${(err as Error).message}`);
    }
    return resolved;
  }
}
