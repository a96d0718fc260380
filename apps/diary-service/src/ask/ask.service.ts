// "Ask your diary": reads the question offline (question-parser.ts), fetches the facts — minutes
// from the same query as GET /api/stats, the sessions of a range, the newest or best matching notes
// from the search index — and answers in one or two sentences with the rows behind them. With a
// model configured in the ai service, the model may phrase the sentence; its numbers must be ours.
import { Inject, Injectable } from '@nestjs/common';
import {
  formatDuration,
  STATS_MAX_DAYS,
  type AskCitation,
  type AskFigure,
  type AskRequest,
  type AskResponse,
  type SearchResult,
  type StatsResponse,
} from '@diary/contracts';
import { CONFIG, TooManyRequestsException, UserRateLimiter } from '@diary/server-core';
import type { DiaryConfig } from '../config';
import { StatsService } from '../stats/stats.service';
import { SearchClient } from '../clients/search.client';
import { AiClient } from '../clients/ai.client';
import { TimesheetService } from '../timesheet/timesheet.service';
import { AskRepository, type AskSessionRow } from './ask.repository';
import { billingAnswer, billingFigures, formatMoney } from './billing-answer';
import { answerKeepsFigures } from './answer-check';
import { askedPerson } from './last-contact';
import { LastContactService } from './last-contact.service';
import { dayLabel, keyOf, parseQuestion, type DayRange, type ParsedQuestion } from './question-parser';

/** Sessions an answer lists and cites at most. */
const MAX_SESSIONS = 20;
const MAX_MATCHES = 5;
const EXCERPT_CHARS = 160;

interface Facts {
  answer: string;
  figures: AskFigure[];
  citations: AskCitation[];
  range: DayRange | null;
}

/** An answer with nothing to show beside it (a hint, or nothing found). */
const answerOnly = (answer: string, range: DayRange | null): Facts => ({
  answer,
  figures: [],
  citations: [],
  range,
});

@Injectable()
export class AskService {
  constructor(
    private readonly stats: StatsService,
    private readonly repository: AskRepository,
    private readonly search: SearchClient,
    private readonly ai: AiClient,
    private readonly limiter: UserRateLimiter,
    @Inject(CONFIG) private readonly config: DiaryConfig,
    private readonly timesheet: TimesheetService,
    private readonly lastContact: LastContactService,
  ) {}

  async ask(userId: string, request: AskRequest): Promise<AskResponse> {
    const [tags, projects] = await Promise.all([
      this.repository.tagNames(userId),
      this.repository.projects(userId),
    ]);
    const parsed = parseQuestion(request.question, request.today, tags, projects);
    // "When did I last talk to / meet / hear from X": the newest note naming the person (last-contact.ts).
    const person = askedPerson(request.question);
    const facts = person
      ? await this.lastContact.answer(userId, person, parsed.range, request.today)
      : await this.facts(userId, parsed, request.today);
    const base: AskResponse = {
      answer: facts.answer,
      range: facts.range ? { from: facts.range.from, to: facts.range.to } : null,
      tag: parsed.tag,
      client: parsed.client,
      project: parsed.project ? { id: parsed.project.id, name: parsed.project.name } : null,
      figures: facts.figures,
      citations: facts.citations,
      provider: 'offline',
      kind: parsed.kind,
    };
    return (await this.modelMayPhrase(userId)) ? this.phrased(request.question, base) : base;
  }

  private facts(userId: string, q: ParsedQuestion, today: string): Promise<Facts> {
    if (q.kind === 'money' || (q.kind === 'time' && (q.client || q.project)))
      return this.billed(userId, q, q.range ?? lastYear(today), today);
    switch (q.kind) {
      case 'time':
        return this.timeSpent(userId, q, q.range ?? lastYear(today), today);
      case 'activity':
        return this.activity(userId, q, q.range ?? { from: today, to: today, label: 'today' }, today);
      case 'last':
        return this.lastMention(userId, q, today);
      default:
        return this.bestMatches(userId, q, today);
    }
  }

  /** How much time: the stats query's minutes for the range (and tag), its sessions and the longest. */
  private async timeSpent(userId: string, q: ParsedQuestion, asked: DayRange, today: string): Promise<Facts> {
    const range = boundRange(asked, today);
    const stats = await this.stats.range(userId, range.from, range.to);
    const minutes = tagMinutes(stats, q.tag);
    const sessions = await this.repository.sessions(
      userId,
      range,
      q.tag,
      'longest',
      MAX_SESSIONS,
      new Date(),
    );
    const count = sessions[0]?.total ?? 0;
    const what = q.tag ? ` on #${q.tag}` : '';
    const figures: AskFigure[] = [{ label: `${q.tag ? `#${q.tag} ` : ''}${range.label}`, minutes }];
    if (!q.tag)
      for (const t of stats.tags.slice(0, 3)) figures.push({ label: `#${t.name}`, minutes: t.minutes });
    if (count === 0)
      return { answer: `You have no sessions${what} ${range.label}.`, figures, citations: [], range };
    const longest = sessions[0];
    let answer =
      `You spent ${formatDuration(minutes)}${what} ${range.label}, over ${plural(count, 'session')}` +
      (count > 1
        ? `; the longest was ${dayLabel(longest.date, today)}, ${formatDuration(longest.minutes)}.`
        : '.');
    if (!q.tag && stats.tags.length)
      answer += ` Most went to #${stats.tags[0].name} (${formatDuration(stats.tags[0].minutes)}).`;
    return { answer, figures, citations: sessions.slice(0, MAX_MATCHES).map(sessionCitation), range };
  }

  /** Time or money for a client, a project or all work: the timesheet's totals for the same range and filter. */
  private async billed(userId: string, q: ParsedQuestion, asked: DayRange, today: string): Promise<Facts> {
    const range = boundRange(asked, today);
    const sheet = await this.timesheet.range(userId, {
      from: range.from,
      to: range.to,
      projectId: q.project?.id,
      client: q.client ?? undefined,
    });
    const what = q.project ? `the ${q.project.name} project` : q.client;
    const asking = {
      kind: q.kind === 'money' ? ('money' as const) : ('time' as const),
      what,
      rangeLabel: range.label,
    };
    const longest = [...sheet.rows].sort((a, b) => b.minutes - a.minutes).slice(0, MAX_MATCHES);
    const citations: AskCitation[] = longest.map((r) => ({
      type: 'record',
      id: r.recordId,
      date: r.date,
      excerpt: `${r.description || r.project || 'A session'} (${formatDuration(r.minutes)}${
        r.amount !== null && r.currency ? `, ${formatMoney(r.amount, r.currency)}` : ''
      })`,
    }));
    return {
      answer: billingAnswer(asking, sheet.totals, sheet.rows.length),
      figures: billingFigures(asking, sheet.totals),
      citations,
      range,
    };
  }

  /** What did I do: the range's sessions with what each was about. */
  private async activity(userId: string, q: ParsedQuestion, asked: DayRange, today: string): Promise<Facts> {
    const range = boundRange(asked, today);
    const stats = await this.stats.range(userId, range.from, range.to);
    const minutes = tagMinutes(stats, q.tag);
    const sessions = await this.repository.sessions(userId, range, q.tag, 'start', MAX_SESSIONS, new Date());
    const count = sessions[0]?.total ?? 0;
    const what = q.tag ? ` on #${q.tag}` : '';
    const figures: AskFigure[] = [{ label: `${q.tag ? `#${q.tag} ` : ''}${range.label}`, minutes }];
    if (count === 0)
      return { answer: `You have no sessions${what} ${range.label}.`, figures, citations: [], range };
    const subjects = [...new Set(sessions.map(subjectOf).filter((s): s is string => !!s))];
    const listed = subjects.slice(0, 5).join('; ');
    const more = subjects.length > 5 ? `; and ${plural(subjects.length - 5, 'more')}` : '';
    const answer =
      `${capitalize(range.label)} you had ${plural(count, 'session')}${what} (${formatDuration(minutes)})` +
      (listed ? `: ${listed}${more}.` : '.');
    return { answer, figures, citations: sessions.map(sessionCitation), range };
  }

  /** When did I last …: the newest matching note through the search index. */
  private async lastMention(userId: string, q: ParsedQuestion, today: string): Promise<Facts> {
    if (!q.words.length && !q.tag)
      return answerOnly('Say what to look for, like "When did I last work on the login bug?".', q.range);
    const found = inRange(await this.matches(userId, q, 'newest'), q.range);
    const about = describe(q);
    if (!found.length)
      return answerOnly(
        `I found nothing about ${about} in your diary${q.range ? ` ${q.range.label}` : ''}.`,
        q.range,
      );
    const newest = [...found].sort((a, b) => b.date.localeCompare(a.date))[0];
    const answer = `You last wrote about ${about} on ${dayLabel(newest.date, today)}: “${excerpt(newest.snippet, 100)}”`;
    return { answer, figures: [], citations: [matchCitation(newest)], range: q.range };
  }

  /** Any other question: the best search matches. */
  private async bestMatches(userId: string, q: ParsedQuestion, today: string): Promise<Facts> {
    if (!q.words.length && !q.tag)
      return answerOnly(
        'Ask about your time or your notes, like "How much time did I spend on #acme last week?".',
        q.range,
      );
    const found = inRange(await this.matches(userId, q, 'rank'), q.range).slice(0, MAX_MATCHES);
    const about = describe(q);
    if (!found.length)
      return answerOnly(
        `I found nothing about ${about} in your diary${q.range ? ` ${q.range.label}` : ''}.`,
        q.range,
      );
    const newest = [...found].sort((a, b) => b.date.localeCompare(a.date))[0].date;
    const answer = `The best ${found.length === 1 ? 'match' : `${found.length} matches`} for ${about}, the newest from ${dayLabel(newest, today)}.`;
    return { answer, figures: [], citations: found.map(matchCitation), range: q.range };
  }

  /** All the words first; when nothing has them all, each word on its own (longest first). */
  private async matches(
    userId: string,
    q: ParsedQuestion,
    order: 'rank' | 'newest',
  ): Promise<SearchResult[]> {
    const text = q.words.join(' ');
    const all = await this.search.search(userId, text, q.tag, order);
    if (all.length || q.words.length < 2) return all;
    const seen = new Map<string, SearchResult>();
    for (const word of [...q.words].sort((a, b) => b.length - a.length).slice(0, 3))
      for (const r of await this.search.search(userId, word, q.tag, order)) seen.set(`${r.type}:${r.id}`, r);
    return [...seen.values()];
  }

  /**
   * Whether the user's question may go to the model: each is a paid call, so they are limited per
   * user (ASK_MODEL_MAX_PER_MINUTE, ASK_MODEL_MAX_PER_DAY); past the limit the offline sentence
   * answers, as it does with no model, and nothing is refused.
   */
  private async modelMayPhrase(userId: string): Promise<boolean> {
    try {
      await this.limiter.take(
        'ask-model',
        userId,
        [
          { seconds: 60, max: this.config.ASK_MODEL_MAX_PER_MINUTE },
          { seconds: 86400, max: this.config.ASK_MODEL_MAX_PER_DAY },
        ],
        () => 'past the model limit',
      );
      return true;
    } catch (err) {
      if (err instanceof TooManyRequestsException) return false;
      throw err;
    }
  }

  /** The model's sentence when one is configured and keeps to our numbers; else ours. */
  private async phrased(question: string, base: AskResponse): Promise<AskResponse> {
    const facts = [
      base.answer,
      ...base.figures.map(
        (f) =>
          `${f.label}: ${formatDuration(f.minutes)}${f.amount !== undefined && f.currency ? `, ${formatMoney(f.amount, f.currency)}` : ''}`,
      ),
      ...base.citations.map((c) => `${c.date}: ${c.excerpt}`),
    ].join('\n');
    const model = await this.ai.phraseAnswer({ question, facts, offlineAnswer: base.answer });
    if (!model || !answerKeepsFigures(model.answer, [facts, question])) return base;
    return { ...base, answer: model.answer.trim(), provider: model.provider };
  }
}

function lastYear(today: string): DayRange {
  const from = keyOf(new Date(Date.parse(`${today}T00:00:00Z`) - (STATS_MAX_DAYS - 1) * 86_400_000));
  return { from, to: today, label: 'in the last year' };
}

/** A range longer than the stats query allows keeps its last STATS_MAX_DAYS days, and says so. */
function boundRange(range: DayRange, today: string): DayRange {
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days <= STATS_MAX_DAYS) return range;
  const from = keyOf(new Date(Date.parse(`${range.to}T00:00:00Z`) - (STATS_MAX_DAYS - 1) * 86_400_000));
  return { from, to: range.to, label: `from ${dayLabel(from, today)} to ${dayLabel(range.to, today)}` };
}

/** The tag's minutes as the stats query counts them (its `tags`: each record's whole minutes), or the total. */
function tagMinutes(stats: StatsResponse, tag: string | null): number {
  return tag ? (stats.tags.find((t) => t.name === tag)?.minutes ?? 0) : stats.totalMinutes;
}

function inRange(results: SearchResult[], range: DayRange | null): SearchResult[] {
  return range ? results.filter((r) => r.date >= range.from && r.date <= range.to) : results;
}

function describe(q: ParsedQuestion): string {
  const words = q.words.length ? `“${q.words.join(' ')}”` : '';
  return [words, q.tag ? `#${q.tag}` : ''].filter(Boolean).join(' in ');
}

/** What a session was about: its summary's subject, else its first note's first line. */
function subjectOf(s: AskSessionRow): string | null {
  if (s.subject?.trim()) return excerpt(s.subject, 80);
  const line = s.firstNote
    ?.split('\n')
    .map((l) => l.replace(/^\s*([#>*+-]|\d+\.|\[[ x]\])+\s*/i, '').trim())
    .find(Boolean);
  return line ? excerpt(line, 80) : null;
}

/** A session is cited by its first note (so the diary opens on it), else as the record itself. */
function sessionCitation(s: AskSessionRow): AskCitation {
  const text = subjectOf(s) ?? `A session of ${formatDuration(s.minutes)}`;
  const line = `${text} (${formatDuration(s.minutes)})`;
  return s.noteId
    ? { type: 'note', id: s.noteId, date: s.date, excerpt: line }
    : { type: 'record', id: s.id, date: s.date, excerpt: line };
}

function matchCitation(r: SearchResult): AskCitation {
  return { type: r.type, id: r.id, date: r.date, excerpt: excerpt(r.snippet || r.content, EXCERPT_CHARS) };
}

function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
const capitalize = (s: string) => s[0].toUpperCase() + s.slice(1);
