// For other services' SessionVerifier on a Redis miss: whose token is this (by its sha256)?
import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { InternalGuard, ResolvedApiToken } from '@diary/server-auth';
import { ApiTokensService } from './api-tokens.service';

@Controller('internal/api-tokens')
@UseGuards(InternalGuard)
export class InternalApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Get(':hash')
  async resolve(@Param('hash') hash: string): Promise<ResolvedApiToken> {
    const resolved = /^[0-9a-f]{64}$/.test(hash) ? await this.tokens.resolve(hash) : null;
    if (!resolved) throw new NotFoundException('There is no such token.');
    return resolved;
  }
}
