// POST /internal/ask/phrase: the configured OpenAI-compatible model rewrites the diary's "ask your
// diary" answer from the facts the diary retrieved; {answer: null} when no model is configured (the
// diary then stops asking for a while). The diary keeps
// its own figures and citations and drops a phrasing whose numbers are not its own (answer-check.ts).
// Kept apart from the summary providers (providers/) on purpose: it needs one plain-text call only.
import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Inject,
  Post,
  ServiceUnavailableException,
  UseGuards,
} from '@nestjs/common';
import type OpenAI from 'openai';
import { ASK_MAX_LENGTH, type AskPhraseResponse } from '@diary/contracts';
import { InternalGuard } from '@diary/server-auth';
import { CONFIG } from '@diary/server-core';
import type { AiConfig } from '../config';

const MAX_FACTS = 8000;

const SYSTEM = [
  "You answer a question about the user's own work diary in one or two plain sentences, in the second person.",
  'Use only the facts given. Copy every number, duration and date exactly as the facts write it;',
  'never compute, round or invent one. Do not add citations or lists.',
].join(' ');

@Controller('internal/ask/phrase')
@UseGuards(InternalGuard)
export class AskPhraseController {
  private client?: Promise<OpenAI>;

  constructor(@Inject(CONFIG) private readonly config: AiConfig) {}

  @Post()
  @HttpCode(200)
  async phrase(@Body() body: unknown): Promise<AskPhraseResponse> {
    if (!this.config.OPENAI_API_KEY && !this.config.OPENAI_BASE_URL) return { answer: null, provider: null };
    const { question, facts, offlineAnswer } = (body ?? {}) as Record<string, unknown>;
    if (
      typeof question !== 'string' ||
      typeof facts !== 'string' ||
      typeof offlineAnswer !== 'string' ||
      question.length > ASK_MAX_LENGTH ||
      facts.length > MAX_FACTS
    )
      throw new BadRequestException('question, facts and offlineAnswer must be text of a sensible length.');
    const client = await this.connect();
    try {
      const completion = await client.chat.completions.create({
        model: this.config.OPENAI_MODEL,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM },
          {
            role: 'user',
            content: `Question: ${question}\n\nFacts:\n${facts}\n\nA plain answer: ${offlineAnswer}`,
          },
        ],
      });
      const answer = completion.choices?.[0]?.message?.content?.trim();
      if (!answer) throw new Error('empty answer');
      return { answer: answer.slice(0, 1000), provider: 'openai' };
    } catch {
      throw new ServiceUnavailableException('The model did not phrase the answer.');
    }
  }

  /** The client library is loaded on the first call, not at boot (it is large). */
  private connect(): Promise<OpenAI> {
    this.client ??= import('openai').then(
      (sdk) =>
        new sdk.OpenAI({
          apiKey: this.config.OPENAI_API_KEY ?? 'not-needed',
          baseURL: this.config.OPENAI_BASE_URL,
          timeout: this.config.OPENAI_TIMEOUT_MS,
          maxRetries: 0,
        }),
    );
    return this.client;
  }
}
