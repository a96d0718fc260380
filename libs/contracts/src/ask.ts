// "Ask your diary" (contract, "Ask your diary"): a question in plain words, answered with exact
// minutes from the stats query and the notes, summaries and sessions behind them.

export const ASK_MAX_LENGTH = 500;

/** What the service understood the question to ask. */
export type AskKind = 'time' | 'money' | 'activity' | 'last' | 'search';

export interface AskRequest {
  question: string;
  /** The client's day, yyyy-MM-dd: every relative date ("last week") counts from it. */
  today: string;
}

export interface AskFigure {
  label: string;
  minutes: number;
  /** For a client, a project or money: the timesheet's amount in `currency` (one figure per currency). */
  amount?: number;
  currency?: string;
}

export interface AskCitation {
  type: 'note' | 'summary' | 'record';
  id: string;
  date: string;
  excerpt: string;
}

export interface AskResponse {
  answer: string;
  range: { from: string; to: string } | null;
  tag: string | null;
  /** The caller's client or project the question named (extra, beside the contract's fields). */
  client?: string | null;
  project?: { id: string; name: string } | null;
  figures: AskFigure[];
  citations: AskCitation[];
  /** 'offline', or the model's provider name when a model phrased the answer. */
  provider: string;
  /** How the question was read (not in the contract's list; extra, for tests and the screen). */
  kind: AskKind;
}

/** ai: phrase an answer from the facts the diary retrieved. Body AskPhraseRequest → 200 AskPhraseResponse. */
export interface AskPhraseRequest {
  question: string;
  facts: string;
  offlineAnswer: string;
}
/** Both null when no model is configured. */
export interface AskPhraseResponse {
  answer: string | null;
  provider: string | null;
}
