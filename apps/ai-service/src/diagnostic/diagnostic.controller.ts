// The Settings screen's connection test: really calls the provider in use and names it.
import { Controller, Get, Inject, Logger, Res, UseGuards } from '@nestjs/common';
import { SessionAuthGuard } from '@diary/server-auth';
import type { Response } from 'express';
import type { DiagnosticResponse } from '@diary/contracts';
import { AI_PROVIDER, AiProvider } from '../providers/ai-provider';

@Controller('api/diagnostic')
// Signed-in users only: with a paid provider every test costs a (tiny) request.
@UseGuards(SessionAuthGuard)
export class DiagnosticController {
  private readonly logger = new Logger(DiagnosticController.name);

  constructor(@Inject(AI_PROVIDER) private readonly provider: AiProvider) {}

  /** 200 {ok:true, provider, model, message} or 503 {ok:false, message} (contract shape, not the error body). */
  @Get('openai')
  async openai(@Res({ passthrough: true }) res: Response): Promise<DiagnosticResponse> {
    try {
      const message = await this.provider.ping();
      return { ok: true, provider: this.provider.name, model: this.provider.model, message };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.logger.warn(`connection test of ${this.provider.name} failed: ${reason}`);
      res.status(503);
      return {
        ok: false,
        provider: this.provider.name,
        model: this.provider.model,
        message: `${this.provider.name === 'local' ? 'Local summarizer' : 'OpenAI-compatible API'} connection failed: ${reason}`,
      };
    }
  }
}
