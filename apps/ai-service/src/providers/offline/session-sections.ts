// The sections of a session as a day's report or a week's review reads them: the stored summary's
// own sections when it has them, else the offline writer's over the session's notes (summaries
// written before round three, or by a model that gave none).
import type { SummarySections } from '@diary/contracts';
import type { DaySession } from '../ai-provider';
import { OfflineOptions, summarizeSessionOffline } from './session-summarizer';

export function sessionSections(session: DaySession, opts: OfflineOptions): SummarySections | null {
  if (session.summary?.sections) return session.summary.sections;
  if (!session.notes.length) return null;
  return (
    summarizeSessionOffline({ language: 'English', customInstructions: null, session }, opts).sections ?? null
  );
}
