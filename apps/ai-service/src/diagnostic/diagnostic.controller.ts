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

const ENGINE_LABELS: Record<string, string> = {
  local: 'Local summarizer',
  openai: 'OpenAI-compatible API',
  ollama: 'Ollama',
  'local-model': 'Local model',
};

@Controller('api/diagnostic')
// Signed-in users only and DIAGNOSTIC_MAX_PER_MINUTE per user. The connection test answers a GET
// (as the spec's call table says) and a POST alike; the throttle bounds what a link or an image
// sending the GET could cost (the session cookie is SameSite=Lax: no other site's image or script sends it, only a link
// followed by the user).
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
      summaries: this.provider.capabilities,
      summaryEngine: {
        engine: this.provider.name === 'local' ? 'offline' : this.provider.name,
        model: this.provider.model,
      },
    };
  }

  /** 200 {ok:true, provider, model, message} or 503 {ok:false, message} (contract shape, not the error body). */
  @Get('openai')
  read(
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DiagnosticResponse> {
    return this.test(user, res);
  }

  @Post('openai')
  @HttpCode(200)
  post(
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DiagnosticResponse> {
    return this.test(user, res);
  }

  private async test(user: SessionUser, res: Response): Promise<DiagnosticResponse> {
    await this.limiter.take(
      'diagnostic',
      user.id,
      [{ seconds: 60, max: this.config.DIAGNOSTIC_MAX_PER_MINUTE }],
      (wait) => `Too many connection tests. Please try again in ${describeWait(wait)}.`,
    );
    const { name, model, capabilities } = this.provider;
    try {
      const message = await this.provider.ping();
      return { ok: true, provider: name, model, message, capabilities };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.logger.warn(`connection test of ${this.provider.name} failed: ${reason}`);
      res.status(503);
      return {
        ok: false,
        provider: this.provider.name,
        model: this.provider.model,
        capabilities,
        message: `${ENGINE_LABELS[this.provider.name] ?? this.provider.name} connection failed: ${reason}`,
      };
    }
  }
}
