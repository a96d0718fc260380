// /api/auth/tokens: personal API tokens of the signed-in user (a session only: tokens cannot
// manage tokens, see SessionAuthGuard).
import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTokenSummary, CreatedApiToken, SECURITY_MESSAGES } from '@diary/contracts';
import { UuidOr404Pipe } from '@diary/server-core';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { ApiTokensService } from './api-tokens.service';
import { CreateApiTokenDto } from './api-tokens.dto';
import { Answer, BodyExample, EXAMPLES } from '../openapi-examples';

@Controller('api/auth/tokens')
@UseGuards(SessionAuthGuard)
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @BodyExample(EXAMPLES.createToken)
  @Answer(201, 'The token, shown this once (only its hash is kept).', EXAMPLES.createdToken)
  @Post()
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateApiTokenDto): Promise<CreatedApiToken> {
    return this.tokens.create(user.id, user.sessionId, dto);
  }

  @Answer(200, "The user's tokens, without the tokens themselves.", EXAMPLES.tokens)
  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() user: SessionUser): Promise<ApiTokenSummary[]> {
    return this.tokens.list(user.id);
  }

  @Answer(204, 'Revoked; it stops working at once.')
  @Answer(404, 'No such token of this user.')
  @Delete(':id')
  @HttpCode(204)
  revoke(
    @CurrentUser() user: SessionUser,
    @Param('id', new UuidOr404Pipe(SECURITY_MESSAGES.tokenNotFound))
    id: string,
  ): Promise<void> {
    return this.tokens.revoke(user.id, id);
  }
}
