// What every model engine shares (OpenAI-compatible, Ollama, in-process llama.cpp): the prompt, the
// JSON schema the engine is held to, reading and repairing the answer, dropping note ids that are
// not the session's, and — when the answer is empty or unusable after one more try — the offline
// writer's result, whose provider says that it stood in. A transport failure (unreachable, an error
// status) is a ProviderError instead, so the job is retried as before.
import type { EngineCapabilities, Summary } from '@diary/contracts';
import { Logger } from '@nestjs/common';
import type {
  AiProvider,
  DailyReportContent,
  DailyReportRequest,
  SessionSummaryRequest,
  WeeklyReviewRequest,
} from './ai-provider';
import { toBulletLines } from './bullets';
import { groundedSummary } from './grounded-summary';
import { parseModelAnswer } from './model-answer';
import { mergeDaySections, writeDailyReportOffline } from './offline/daily-report-writer';
import { summarizeSessionOffline, type OfflineOptions } from './offline/session-summarizer';
import { writeWeeklyReviewOffline } from './offline/weekly-review-writer';
import { dailyReportMessages, sessionSummaryMessages, weeklyReviewMessages } from './prompts';
import {
  modelSummarySchema,
  reportJsonSchema,
  reportSchema,
  sessionSummaryJsonSchema,
  type JsonSchemaSpec,
  type ModelReport,
} from './summary-schema';
import { factSentences } from '../write-ups/period-facts';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** An engine that gave no answer it could (a generation past its time limit): no retry, the offline writer. */
export class NoAnswer extends Error {
  override readonly name: string = 'NoAnswer';
}

/** What a provider's answer must yield; null when it was not usable. */
type Reader<T> = (content: string | null | undefined) => { value: T } | { problem: string };

export abstract class ModelProvider implements AiProvider {
  abstract readonly name: string;
  abstract readonly model: string;
  // A model writes its own sentences, in the language asked, following the instructions.
  readonly capabilities: EngineCapabilities = {
    abstractive: true,
    followsLanguage: true,
    followsInstructions: true,
  };
  protected readonly logger = new Logger(this.constructor.name);
  /** How many times a delivered but unusable answer is asked for again. */
  protected readonly malformedRetries: number = 1;

  constructor(
    protected readonly timeZone: string,
    protected readonly clock: () => number = Date.now,
  ) {}

  /** One generation held to the schema; the raw text. Rejects with ProviderError on transport failures. */
  protected abstract generate(messages: ChatMessage[], schema: JsonSchemaSpec): Promise<string | null>;

  abstract ping(): Promise<string>;

  /** "openai gpt-4o-mini": what the summary's provider names. */
  get label(): string {
    return `${this.name} ${this.model}`;
  }

  /** The provider of a result the offline writer made because this engine's answer was unusable. */
  protected fallbackLabel(reason: string): string {
    return `offline (fallback: ${this.label} gave ${reason})`;
  }

  async summarizeSession(request: SessionSummaryRequest): Promise<Summary> {
    const opts = this.options(request);
    const ids = request.session.notes.flatMap((n) => (n.id ? [n.id] : []));
    const answer = await this.ask<Summary>(
      sessionSummaryMessages(request),
      sessionSummaryJsonSchema(ids),
      (content) => {
        const parsed = parseModelAnswer(content, modelSummarySchema);
        if (!parsed.ok) return { problem: parsed.problem };
        const summary = groundedSummary(parsed.value, request.session, { ...opts, provider: this.label });
        return summary ? { value: summary } : { problem: 'a summary without lines' };
      },
    );
    if ('value' in answer) return answer.value;
    return { ...summarizeSessionOffline(request, opts), provider: this.fallbackLabel(answer.problem) };
  }

  async writeDailyReport(request: DailyReportRequest): Promise<DailyReportContent> {
    const opts = this.options(request);
    const answer = await this.ask(dailyReportMessages(request), reportJsonSchema('daily_report'), readReport);
    if (!('value' in answer))
      return { ...writeDailyReportOffline(request, opts), provider: this.fallbackLabel(answer.problem) };
    return {
      subject: answer.value.subject,
      description: toBulletLines(answer.value.bullets),
      insights: answer.value.insights.filter(Boolean),
      // The day's sections are the service's, from the notes, whatever the model wrote.
      sections: mergeDaySections(request.sessions, opts),
      byTag: request.byTag ?? [],
      provider: this.label,
    };
  }

  /** The model's review; the period's facts (total, busiest day, tags) lead its insights whatever it wrote. */
  async writeWeeklyReview(request: WeeklyReviewRequest): Promise<DailyReportContent> {
    const answer = await this.ask(
      weeklyReviewMessages(request),
      reportJsonSchema(`${request.facts.period ?? 'week'}ly_review`),
      readReport,
    );
    if (!('value' in answer))
      return {
        ...writeWeeklyReviewOffline(request, this.options(request)),
        provider: this.fallbackLabel(answer.problem),
      };
    return {
      subject: answer.value.subject,
      description: toBulletLines(answer.value.bullets),
      insights: [...factSentences(request.facts), ...answer.value.insights.filter(Boolean)],
      provider: this.label,
    };
  }

  protected options(request: { timeZone?: string; timeFormat?: '24h' | '12h' }): OfflineOptions {
    return {
      timeZone: request.timeZone ?? this.timeZone,
      now: this.clock(),
      timeFormat: request.timeFormat ?? '24h',
    };
  }

  private async ask<T>(
    messages: ChatMessage[],
    schema: JsonSchemaSpec,
    read: Reader<T>,
  ): Promise<{ value: T } | { problem: string }> {
    let result: { value: T } | { problem: string } = { problem: 'no answer' };
    for (let attempt = 0; attempt <= this.malformedRetries; attempt++) {
      try {
        result = read(await this.generate(messages, schema));
      } catch (err) {
        if (!(err instanceof NoAnswer)) throw err;
        this.logger.warn(`${this.label} gave ${err.message}`);
        return { problem: err.message };
      }
      if ('value' in result) return result;
      this.logger.warn(`${this.label} gave ${result.problem} (attempt ${attempt + 1})`);
    }
    return result;
  }
}

function readReport(content: string | null | undefined): { value: ModelReport } | { problem: string } {
  const parsed = parseModelAnswer(content, reportSchema);
  if (!parsed.ok) return { problem: parsed.problem };
  if (!parsed.value.bullets.some(Boolean)) return { problem: 'a report without lines' };
  return { value: { ...parsed.value, bullets: parsed.value.bullets.filter(Boolean) } };
}
