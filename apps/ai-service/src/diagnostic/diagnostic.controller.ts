// The Settings screen's connection test: really calls the provider in use and names it.
import { Controller, Get, HttpCode, Inject, Logger, Post, Res, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionAuthGuard, type SessionUser } from '@diary/server-auth';
import { CONFIG, describeWait, UserRateLimiter } from '@diary/server-core';
import type { AiConfig } from '../config';
import type { Response } from 'express';
import type { CaptureEngines, DiagnosticResponse } from '@diary/contracts';
import { ocrEngineName } from '../images/ocr/ocr.factory';
import { transcriptionSettings } from '../audio/transcriber';
import { AI_PROVIDER, AiProvider } from '../providers/ai-provider';

@Controller('api/diagnostic')
// Signed-in users only, a POST (it has an effect: a paid provider bills the call, so no link or
// image may trigger it), and DIAGNOSTIC_MAX_PER_MINUTE per user.
@UseGuards(SessionAuthGuard)
export class DiagnosticController {
  private readonly logger = new Logger(DiagnosticController.name);

  constructor(
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
    private readonly limiter: UserRateLimiter,
    @Inject(CONFIG) private readonly config: AiConfig,
  ) {}

  /** Which engines turn voice and images into text here; read from the configuration, nothing is called. */
  @Get('capture')
  capture(): CaptureEngines {
    const transcription = transcriptionSettings(this.config);
    return {
      transcription: transcription ? { engine: 'endpoint', model: transcription.model } : { engine: 'none' },
      ocr: { engine: ocrEngineName(this.config) },
    };
  }

  /** 200 {ok:true, provider, model, message} or 503 {ok:false, message} (contract shape, not the error body). */
  @Post('openai')
  @HttpCode(200)
  async openai(
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DiagnosticResponse> {
    await this.limiter.take(
      'diagnostic',
      user.id,
      [{ seconds: 60, max: this.config.DIAGNOSTIC_MAX_PER_MINUTE }],
      (wait) => `Too many connection tests. Please try again in ${describeWait(wait)}.`,
    );
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
