// Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio…) through the official client,
// asking for structured JSON output and validating it; a malformed answer is asked for again once.
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { EngineCapabilities, Summary } from '@diary/contracts';
import type {
  AiProvider,
  DailyReportContent,
  DailyReportRequest,
  SessionSummaryRequest,
  WeeklyReviewRequest,
} from './ai-provider';
import { ProviderError } from './ai-provider';
import { toBulletLines } from './bullets';
import {
  DAILY_REPORT_JSON_SCHEMA,
  SESSION_SUMMARY_JSON_SCHEMA,
  dailyReportMessages,
  dailyReportSchema,
  sessionSummaryMessages,
  sessionSummarySchema,
  WEEKLY_REVIEW_JSON_SCHEMA,
  weeklyReviewMessages,
} from './prompts';
import { factSentences } from '../weekly/week-facts';
import { sectionsFromBullets } from './offline/bullet-sections';
import { mergeDaySections } from './offline/daily-report-writer';
import { findMentions } from './offline/mentions';
import { isHeading, noteParts, type Clause } from './offline/clauses';

export interface OpenAiProviderOptions {
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  /** Retries of the client itself (connection errors, 408/409/429/5xx). */
  maxRetries: number;
}

/** How many times a well-delivered but malformed answer is requested again. */
const MALFORMED_RETRIES = 1;

export class OpenAiProvider implements AiProvider {
  readonly name = 'openai';
  // A model writes its own sentences, in the language asked, following the instructions.
  readonly capabilities: EngineCapabilities = {
    abstractive: true,
    followsLanguage: true,
    followsInstructions: true,
  };
  readonly model: string;
  private client?: Promise<{ client: OpenAI; sdk: typeof import('openai') }>;

  constructor(private readonly opts: OpenAiProviderOptions) {
    this.model = opts.model;
  }

  /** The client library is loaded on the first call, not at boot (it is large; issue 24). */
  private connect(): Promise<{ client: OpenAI; sdk: typeof import('openai') }> {
    this.client ??= import('openai').then((sdk) => ({
      sdk,
      client: new sdk.OpenAI({
        // Local servers (Ollama, LM Studio) need no key, but the client insists on one.
        apiKey: this.opts.apiKey ?? 'not-needed',
        baseURL: this.opts.baseURL,
        timeout: this.opts.timeoutMs,
        maxRetries: this.opts.maxRetries,
        fetch: sameRealmAbortErrors,
      }),
    }));
    return this.client;
  }

  async summarizeSession(request: SessionSummaryRequest): Promise<Summary> {
    const answer = await this.structured(
      sessionSummaryMessages(request),
      SESSION_SUMMARY_JSON_SCHEMA,
      sessionSummarySchema,
    );
    const { notes } = request.session;
    // The model writes bullets; the offline classifier sorts them into the stand-up sections.
    const tokens = notes.flatMap((n) =>
      noteParts(n.content)
        .filter((p): p is Clause => !isHeading(p))
        .map((c) => c.tokens),
    );
    return {
      subject: answer.subject,
      description: toBulletLines(answer.bullets),
      sections: sectionsFromBullets(answer.bullets, notes),
      mentions: findMentions(
        notes.map((n) => n.content),
        tokens,
      ),
    };
  }

  async writeDailyReport(request: DailyReportRequest): Promise<DailyReportContent> {
    const answer = await this.structured(
      dailyReportMessages(request),
      DAILY_REPORT_JSON_SCHEMA,
      dailyReportSchema,
    );
    return {
      subject: answer.subject,
      description: toBulletLines(answer.bullets),
      insights: answer.insights,
      sections: mergeDaySections(request.sessions, { timeZone: request.timeZone ?? 'UTC', now: Date.now() }),
      byTag: request.byTag ?? [],
    };
  }

  /** The model's review; the week's facts (total, busiest day, tags) lead its insights whatever it wrote. */
  async writeWeeklyReview(request: WeeklyReviewRequest): Promise<DailyReportContent> {
    const answer = await this.structured(
      weeklyReviewMessages(request),
      WEEKLY_REVIEW_JSON_SCHEMA,
      dailyReportSchema,
    );
    return {
      subject: answer.subject,
      description: toBulletLines(answer.bullets),
      insights: [...factSentences(request.facts), ...answer.insights],
    };
  }

  async ping(): Promise<string> {
    const completion = await this.call({
      model: this.model,
      messages: [{ role: 'user', content: 'Reply with the single word OK.' }],
    });
    if (!completion.choices?.length) throw new ProviderError('The AI provider answered without a message.');
    return `OpenAI-compatible API connection successful (model ${this.model}).`;
  }

  private async structured<S extends z.ZodTypeAny>(
    messages: ChatCompletionMessageParam[],
    jsonSchema: { name: string; strict: boolean; schema: Record<string, unknown> },
    schema: S,
  ): Promise<z.infer<S>> {
    let problem = 'no answer';
    for (let attempt = 0; attempt <= MALFORMED_RETRIES; attempt++) {
      const completion = await this.call({
        model: this.model,
        messages,
        temperature: 0.2,
        response_format: { type: 'json_schema', json_schema: jsonSchema },
      });
      const message = completion.choices?.[0]?.message;
      if (message?.refusal) throw new ProviderError(`The AI provider refused: ${message.refusal}`);
      const parsed = parseJson(message?.content);
      const result = schema.safeParse(parsed);
      if (result.success) return result.data;
      problem =
        parsed === undefined
          ? 'not JSON'
          : `${result.error.issues[0]?.path.join('.') || 'answer'} ${result.error.issues[0]?.message}`;
    }
    throw new ProviderError(`The AI provider returned an answer that is not valid (${problem}).`);
  }

  private async call(
    body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
  ): Promise<OpenAI.Chat.ChatCompletion> {
    const { client, sdk } = await this.connect();
    try {
      return await client.chat.completions.create(body);
    } catch (err) {
      if (err instanceof sdk.APIConnectionTimeoutError)
        throw new ProviderError('The AI provider did not answer in time.');
      if (err instanceof sdk.APIError && err.status) {
        throw new ProviderError(
          `The AI provider answered with an error (${err.status}${err.message ? `: ${err.message}` : ''}).`,
        );
      }
      throw new ProviderError(
        `The AI provider is not reachable (${err instanceof Error ? err.message : String(err)}).`,
      );
    }
  }
}

/**
 * fetch, with an aborted request's DOMException re-thrown as an Error of this realm named
 * AbortError: the client tells a timeout from other failures with `instanceof Error`, which a
 * DOMException from another realm (as under jest) fails, turning every timeout into "Connection error".
 */
const sameRealmAbortErrors: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (err) {
    if ((err as { name?: string } | null)?.name === 'AbortError' && !(err instanceof Error)) {
      throw Object.assign(new Error('The request was aborted.'), { name: 'AbortError' });
    }
    throw err;
  }
};

function parseJson(content: string | null | undefined): unknown {
  if (!content) return undefined;
  // Some local models wrap JSON in a code fence even when asked for structured output.
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
