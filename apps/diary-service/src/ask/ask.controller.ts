// POST /api/ask {question, today}: a question about the caller's own diary, answered with figures
// and the rows behind them (contract, "Ask your diary").
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { AskResponse } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { parseAskRequest } from './ask.dto';
import { AskService } from './ask.service';

@Controller('api/ask')
@UseGuards(SessionAuthGuard)
export class AskController {
  constructor(private readonly asking: AskService) {}

  @Post()
  @HttpCode(200)
  ask(@CurrentUser() user: SessionUser, @Body() body: unknown): Promise<AskResponse> {
    return this.asking.ask(user.id, parseAskRequest(body));
  }
}
