// A person's own words in a summary or a daily report (contract, round four, "Editable"): the body
// of PATCH /api/work-records/{id}/summary and PATCH /api/reports/{date}, how an edit is applied, and
// how a regeneration keeps the edited lines (unless asked to discard them). Shared by the diary
// (summaries) and the ai service (reports), so both keep edits by the same rule.
import { z } from 'zod';
import {
  SUMMARY_SECTION_NAMES,
  SUMMARY_SUBJECT_MAX_LENGTH,
  type SummaryLine,
  type SummarySectionName,
  type SummarySections,
} from './diary';

/** Longest line a person may write, in characters, and most lines in one section. */
export const EDITED_LINE_MAX_LENGTH = 2000;
export const EDITED_SECTION_MAX_LINES = 200;

const lineInput = z
  .object({
    text: z
      .string({
        invalid_type_error: 'Each line needs its text.',
        required_error: 'Each line needs its text.',
      })
      .trim()
      .min(1, 'A line cannot be empty; leave it out of its section to remove it.')
      .max(EDITED_LINE_MAX_LENGTH, `A line can be at most ${EDITED_LINE_MAX_LENGTH} characters long.`),
    noteIds: z.array(z.string().max(64)).max(EDITED_SECTION_MAX_LINES).optional(),
  })
  .strict();

const sectionInput = z
  .array(lineInput, { invalid_type_error: 'Each section must be a list of lines like {"text": "…"}.' })
  .max(EDITED_SECTION_MAX_LINES, `A section can have at most ${EDITED_SECTION_MAX_LINES} lines.`);

/** PATCH …/summary and PATCH /api/reports/{date}: a new subject, new lines for some sections, or both. */
export const WriteUpEditRequest = z
  .object({
    subject: z
      .string({ invalid_type_error: 'subject must be text.' })
      .trim()
      .min(1, 'subject cannot be empty.')
      .max(
        SUMMARY_SUBJECT_MAX_LENGTH,
        `subject can be at most ${SUMMARY_SUBJECT_MAX_LENGTH} characters long.`,
      )
      .optional(),
    sections: z
      .object(
        Object.fromEntries(SUMMARY_SECTION_NAMES.map((n) => [n, sectionInput.optional()])) as Record<
          SummarySectionName,
          z.ZodOptional<typeof sectionInput>
        >,
        { invalid_type_error: 'sections must be an object of done, decided, blocked and next lists.' },
      )
      .strict()
      .optional(),
  })
  .strict()
  .refine((b) => b.subject !== undefined || b.sections !== undefined, {
    message: 'Send a subject, sections, or both.',
  });
export type WriteUpEditRequest = z.infer<typeof WriteUpEditRequest>;

/** The sentence to answer with when a body is not a valid edit. */
export function editProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The edit is not valid.';
  if (issue.code === 'unrecognized_keys')
    return `Only subject and sections (done, decided, blocked, next) can be edited; ${issue.keys.join(', ')} cannot.`;
  const where = issue.path.filter((p) => typeof p === 'string').join('.');
  const sentence = issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  return issue.message === 'Required' || issue.message.startsWith('Expected')
    ? `${where || 'The body'} is not valid: ${sentence}`
    : sentence;
}

/** What a write-up remembers of its edits, beside its lines' own `edited` marks. */
export interface WriteUpEdits {
  /** The subject is the person's. */
  subject: boolean;
  /** Written lines ("section\ttext") the person changed or removed: a regeneration leaves them out. */
  dismissed: string[];
}

export interface EditableWriteUp {
  subject: string;
  description: string;
  sections: SummarySections;
  edits: WriteUpEdits | null;
}

const dismissKey = (section: SummarySectionName, text: string) => `${section}\t${text.trim().toLowerCase()}`;

const emptySections = (): SummarySections => ({ done: [], decided: [], blocked: [], next: [] });

export const WRITE_UP_SECTION_TITLES: Record<SummarySectionName, string> = {
  done: 'Done',
  decided: 'Decided',
  blocked: 'Blocked',
  next: 'Next',
};

const SECTION_BULLET = new RegExp(`^- (${Object.values(WRITE_UP_SECTION_TITLES).join('|')}): `);

/**
 * The description with its section bullets ("- Done: …") written from `sections`, in the place the
 * writer put them; the other lines (times, totals) stay as they are.
 */
export function describeSections(description: string, sections: SummarySections): string {
  const lines = description.split('\n');
  const bullets = SUMMARY_SECTION_NAMES.flatMap((name) =>
    sections[name].map((l) => `- ${WRITE_UP_SECTION_TITLES[name]}: ${l.text.replace(/\s+/g, ' ').trim()}`),
  );
  const first = lines.findIndex((l) => SECTION_BULLET.test(l));
  const kept = lines.filter((l) => !SECTION_BULLET.test(l));
  const at = first === -1 ? kept.length : first;
  return [...kept.slice(0, at), ...bullets, ...kept.slice(at)].filter((l) => l.trim() !== '').join('\n');
}

/** Applies a person's edit: changed and new lines are marked `edited`, replaced written lines dismissed. */
export function applyEdit(current: EditableWriteUp, edit: WriteUpEditRequest): EditableWriteUp {
  const edits: WriteUpEdits = {
    subject: current.edits?.subject ?? false,
    dismissed: [...(current.edits?.dismissed ?? [])],
  };
  let subject = current.subject;
  if (edit.subject !== undefined && edit.subject !== current.subject) {
    subject = edit.subject;
    edits.subject = true;
  }
  const sections = { ...emptySections(), ...current.sections };
  for (const name of SUMMARY_SECTION_NAMES) {
    const wanted = edit.sections?.[name];
    if (!wanted) continue;
    const before = current.sections[name] ?? [];
    const unused = [...before];
    const next: SummaryLine[] = wanted.map((line) => {
      const i = unused.findIndex((l) => l.text === line.text);
      if (i >= 0) return unused.splice(i, 1)[0];
      return { text: line.text, noteIds: line.noteIds ?? [], edited: true };
    });
    for (const gone of unused)
      if (!gone.edited && !edits.dismissed.includes(dismissKey(name, gone.text)))
        edits.dismissed.push(dismissKey(name, gone.text));
    sections[name] = next;
  }
  return { subject, sections, description: describeSections(current.description, sections), edits };
}

/**
 * A regeneration that keeps the person's words: their subject, their lines where they were, the
 * written lines still written, then the new ones, leaving out the ones they replaced or removed.
 */
export function keepEdits(previous: EditableWriteUp, fresh: Omit<EditableWriteUp, 'edits'>): EditableWriteUp {
  const edits = previous.edits;
  if (!edits) return { ...fresh, edits: null };
  const dismissed = new Set(edits.dismissed);
  const sections = emptySections();
  for (const name of SUMMARY_SECTION_NAMES) {
    const written = [...(fresh.sections[name] ?? [])];
    const take = (text: string) => {
      const i = written.findIndex((l) => l.text === text);
      return i >= 0 ? written.splice(i, 1)[0] : undefined;
    };
    for (const line of previous.sections[name] ?? []) {
      if (line.edited) {
        take(line.text);
        sections[name].push(line);
      } else {
        const still = take(line.text);
        if (still) sections[name].push(still);
      }
    }
    sections[name].push(...written.filter((l) => !dismissed.has(dismissKey(name, l.text))));
  }
  return {
    subject: edits.subject ? previous.subject : fresh.subject,
    sections,
    description: describeSections(fresh.description, sections),
    edits,
  };
}

/** Whether a write-up carries any of the person's words. */
export function isEdited(w: Pick<EditableWriteUp, 'edits' | 'sections'>): boolean {
  if (w.edits && (w.edits.subject || w.edits.dismissed.length > 0)) return true;
  return SUMMARY_SECTION_NAMES.some((n) => (w.sections[n] ?? []).some((l) => l.edited));
}
