// POST /api/audio/transcribe: a recording (multipart field `audio`) and the voice input language
// → {text, provider}. 501 without a configured endpoint (the web app then uses the browser's own).
import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  Logger,
  Optional,
  Post,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiResponse } from '@nestjs/swagger';
import { CurrentUser, SessionAuthGuard, type SessionUser } from '@diary/server-auth';
import { CONFIG, describeWait, UserRateLimiter } from '@diary/server-core';
import {
  AUDIO_UPLOAD,
  TRANSCRIPTION_NOT_CONFIGURED,
  voiceLanguageCode,
  type TranscriptionResponse,
} from '@diary/contracts';
import type { AiConfig } from '../config';
import { AUDIO_MESSAGES } from './audio-limits';
import { AUDIO_MIME, detectAudioType } from './audio-type';
import { AudioUploadInterceptor } from './audio-upload.interceptor';
import { TRANSCRIBER, Transcriber, TranscriptionError } from './transcriber';

interface UploadedAudio {
  buffer: Buffer;
}

@Controller('api/audio')
@UseGuards(SessionAuthGuard)
export class AudioController {
  private readonly logger = new Logger(AudioController.name);

  constructor(
    @Optional() @Inject(TRANSCRIBER) private readonly transcriber: Transcriber | null,
    private readonly limiter: UserRateLimiter,
    @Inject(CONFIG) private readonly config: AiConfig,
  ) {}

  @Post('transcribe')
  @HttpCode(200)
  @UseInterceptors(AudioUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        [AUDIO_UPLOAD.field]: { type: 'string', format: 'binary' },
        language: { type: 'string', example: 'German' },
      },
    },
  })
  @ApiResponse({
    status: 200,
    content: {
      'application/json': { schema: { example: { text: 'Fixed the login bug.', provider: 'openai' } } },
    },
  })
  async transcribe(
    @UploadedFile() file: UploadedAudio | undefined,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() user: SessionUser,
  ): Promise<TranscriptionResponse> {
    if (!this.transcriber) throw new HttpException(TRANSCRIPTION_NOT_CONFIGURED, HttpStatus.NOT_IMPLEMENTED);
    if (!file) throw new BadRequestException(AUDIO_MESSAGES.empty);
    if (!file.buffer.length) throw new BadRequestException(AUDIO_MESSAGES.emptyFile);
    const format = detectAudioType(file.buffer);
    if (!format) throw new UnsupportedMediaTypeException(AUDIO_MESSAGES.notAudio);
    const raw = typeof body?.language === 'string' ? body.language.trim() : '';
    const language = voiceLanguageCode(raw);
    if (raw && raw !== 'Auto' && !language) throw new BadRequestException(AUDIO_MESSAGES.badLanguage(raw));
    await this.limiter.take(
      'transcribe',
      user.id,
      [{ seconds: 60, max: this.config.TRANSCRIBE_MAX_PER_MINUTE }],
      (wait) => AUDIO_MESSAGES.tooMany(describeWait(wait)),
    );
    try {
      const text = await this.transcriber.transcribe({
        audio: file.buffer,
        fileName: `recording.${format}`,
        mimeType: AUDIO_MIME[format],
        language,
      });
      return { text, provider: this.transcriber.name };
    } catch (err) {
      if (!(err instanceof TranscriptionError)) throw err;
      this.logger.warn(`transcription with ${this.transcriber.model} failed: ${err.message}`);
      throw new ServiceUnavailableException(
        `The recording could not be transcribed right now (${err.message.replace(/\.$/, '')}). Please try again.`,
      );
    }
  }
}
