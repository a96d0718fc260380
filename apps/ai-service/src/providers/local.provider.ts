// The offline provider: no account, no network, deterministic results (see offline/).
import type { EngineCapabilities, Summary } from '@diary/contracts';
import type {
  AiProvider,
  DailyReportContent,
  DailyReportRequest,
  SessionSummaryRequest,
  WeeklyReviewRequest,
} from './ai-provider';
import { writeWeeklyReviewOffline } from './offline/weekly-review-writer';
import { summarizeSessionOffline, type OfflineOptions } from './offline/session-summarizer';
import { writeDailyReportOffline } from './offline/daily-report-writer';

export class LocalProvider implements AiProvider {
  readonly name = 'local';
  readonly model = 'local-summarizer';
  // It structures the user's own sentences: no other language, no instructions followed.
  readonly capabilities: EngineCapabilities = {
    abstractive: false,
    followsLanguage: false,
    followsInstructions: false,
  };

  constructor(
    private readonly timeZone: string,
    private readonly clock: () => number = Date.now,
  ) {}

  async summarizeSession(request: SessionSummaryRequest): Promise<Summary> {
    return { ...summarizeSessionOffline(request, this.options(request)), provider: 'offline' };
  }

  async writeDailyReport(request: DailyReportRequest): Promise<DailyReportContent> {
    return { ...writeDailyReportOffline(request, this.options(request)), provider: 'offline' };
  }

  async writeWeeklyReview(request: WeeklyReviewRequest): Promise<DailyReportContent> {
    return { ...writeWeeklyReviewOffline(request, this.options(request)), provider: 'offline' };
  }

  /** The request's zone (the user's) when it names one, else the configured default. */
  private options(request: { timeZone?: string; timeFormat?: '24h' | '12h' }): OfflineOptions {
    return {
      timeZone: request.timeZone ?? this.timeZone,
      now: this.clock(),
      timeFormat: request.timeFormat ?? '24h',
    };
  }

  async ping(): Promise<string> {
    const now = new Date(this.clock()).toISOString();
    const summary = await this.summarizeSession({
      language: 'English',
      customInstructions: null,
      session: {
        startTime: now,
        endTime: now,
        notes: [{ content: 'Checked the local summarizer works.', timestamp: now }],
      },
    });
    if (!summary.subject) throw new Error('The local summarizer gave no result.');
    return 'Local summarizer connection successful (offline; no AI provider is configured).';
  }
}
