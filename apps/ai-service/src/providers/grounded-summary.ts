// A model's structured summary made into the stored Summary: each line keeps only the note ids
// that are this session's (whatever the model named), repeats fold, the description is rendered
// from the sections after the session's times, and people, refs and links come from the notes.
import { SUMMARY_SECTION_NAMES, formatDuration, wholeMinutesBetween, type Summary } from '@diary/contracts';
import type { SessionInput } from './ai-provider';
import { toBulletLines } from './bullets';
import { isHeading, noteParts, type Clause } from './offline/clauses';
import { findMentions } from './offline/mentions';
import { SectionBuilder, sectionBullets } from './offline/section-lines';
import { sessionRange } from './offline/session-summarizer';
import { MAX_SECTION_LINES, type ModelSummary } from './summary-schema';

/** null when the model gave no line at all: the caller then falls back to the offline writer. */
export function groundedSummary(
  answer: ModelSummary,
  session: SessionInput,
  opts: { timeZone: string; now: number; provider: string; timeFormat?: '24h' | '12h' },
): Summary | null {
  const own = new Set(session.notes.flatMap((n) => (n.id ? [n.id] : [])));
  const builder = new SectionBuilder();
  for (const name of SUMMARY_SECTION_NAMES) {
    for (const line of answer.sections[name].slice(0, MAX_SECTION_LINES))
      builder.add(
        name,
        line.text,
        line.noteIds.filter((id) => own.has(id)),
      );
  }
  const { sections } = builder;
  if (SUMMARY_SECTION_NAMES.every((n) => sections[n].length === 0)) return null;
  const range = sessionRange(session.startTime, session.endTime, opts.timeZone, opts.timeFormat);
  const minutes = wholeMinutesBetween(session.startTime, session.endTime, opts.now);
  const tokens = session.notes.flatMap((n) =>
    noteParts(n.content)
      .filter((p): p is Clause => !isHeading(p))
      .map((c) => c.tokens),
  );
  return {
    subject: answer.subject,
    description: toBulletLines([`${range} (${formatDuration(minutes)})`, ...sectionBullets(sections)]),
    sections,
    mentions: findMentions(
      session.notes.map((n) => n.content),
      tokens,
    ),
    provider: opts.provider,
  };
}
