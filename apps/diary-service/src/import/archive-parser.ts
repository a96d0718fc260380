// Checks the values of our own JSON archive (GET /api/export?format=json), which archive-file.ts
// reads from disk one at a time. A syntax error names its line; a value that does not fit names
// its field, e.g. "records[3].startTime".
import { z } from 'zod';
import {
  ExportedNote,
  HOURLY_RATE_MAX,
  isCurrencyCode,
  isDayKey,
  normalizeTags,
  NOTE_MAX_LENGTH,
  NoteRevision,
  PROJECT_COLOR_PATTERN,
  PROJECT_NAME_MAX_LENGTH,
  SUMMARY_SUBJECT_MAX_LENGTH,
} from '@diary/contracts';
import { ImportBundle, ImportedAttachment, ImportedRecord, ImportFileError } from './import-bundle';

const instant = z
  .string()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), 'must be an ISO-8601 time')
  .refine((v) => isDayKey(v.slice(0, 10)), 'must be a real day from 1970 to 2100');
const day = z.string().refine(isDayKey, 'must be a real day from 1970 to 2100 written as yyyy-MM-dd');
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

const recordSchema = z
  .object({
    id: z.string().max(100).optional(),
    projectId: z.string().max(100).nullish(),
    date: day,
    startTime: instant,
    endTime: instant.nullable(),
    isActive: z.boolean(),
    tags: z
      .unknown()
      .default([])
      .transform((value, ctx) => {
        const result = normalizeTags(value);
        if ('tags' in result) return result.tags;
        ctx.addIssue({ code: 'custom', message: `is not valid: ${result.error}` });
        return z.NEVER;
      }),
    notes: z
      .array(
        // The export's note (ExportedNote), its text held to the diary's limits and its times real.
        ExportedNote.omit({ id: true })
          .extend({
            content: text(NOTE_MAX_LENGTH),
            timestamp: instant,
            revisions: z
              .array(
                NoteRevision.omit({ id: true }).extend({ content: text(NOTE_MAX_LENGTH), editedAt: instant }),
              )
              .max(10_000)
              .default([]),
          })
          .refine((n) => !n.sealed || (n.content === '' && n.revisions.length === 0), {
            message: 'is sealed but carries text or versions',
            path: ['sealed'],
          }),
      )
      .default([]),
    summary: z
      .object({ subject: text(SUMMARY_SUBJECT_MAX_LENGTH).min(1), description: text(NOTE_MAX_LENGTH) })
      .nullable()
      .default(null),
  })
  .refine((r) => r.endTime === null || Date.parse(r.endTime) >= Date.parse(r.startTime), {
    message: 'ends before it starts',
    path: ['endTime'],
  })
  .refine((r) => !(r.isActive && r.endTime !== null), {
    message: 'is active but has an end time',
    path: ['isActive'],
  })
  .refine((r) => r.isActive || r.endTime !== null, {
    message: 'is finished but has no end time',
    path: ['endTime'],
  });

const archiveSchema = z.object({
  format: z.literal('work-diary', { errorMap: () => ({ message: 'must be "work-diary"' }) }),
  version: z.literal(1, { errorMap: () => ({ message: 'must be 1 (the only version this server reads)' }) }),
  // Every setting is one plain value, a short list of words (workdays) or one flat group of plain
  // values (timesheetRounding); anything deeper is refused here with a sentence (deeply nested
  // settings used to travel on to auth and come back as a 503). Auth checks each value's meaning.
  settings: z
    .record(
      z.union(
        [
          z.string().max(NOTE_MAX_LENGTH),
          z.number(),
          z.boolean(),
          z.null(),
          z.array(z.string().max(32)).max(7),
          z
            .record(z.union([z.string().max(32), z.number(), z.boolean()]))
            .refine((v) => Object.keys(v).length <= 10),
        ],
        {
          errorMap: () => ({
            message:
              'must be text, a number, true, false, null, a short list of words or one flat group of values',
          }),
        },
      ),
    )
    .refine((value) => Object.keys(value).length <= 100, 'must hold at most 100 settings')
    .nullish(),
  // Each session is checked on its own (recordSchema) as the file is read (archive-file.ts): here
  // the list is empty or not a list at all.
  projects: z
    .array(
      z
        .object({
          id: z.string().min(1).max(100),
          name: text(PROJECT_NAME_MAX_LENGTH).trim().min(1, 'must not be empty'),
          client: text(PROJECT_NAME_MAX_LENGTH).trim().nullable().default(null),
          hourlyRate: z
            .number()
            .min(0, 'must be 0 or more')
            .max(HOURLY_RATE_MAX)
            .multipleOf(0.01, 'must have at most two decimals')
            .nullable()
            .default(null),
          currency: z
            .string()
            .refine(isCurrencyCode, 'must be an ISO 4217 code such as EUR')
            .nullable()
            .default(null),
          color: z.string().regex(PROJECT_COLOR_PATTERN, 'must be written #rrggbb'),
        })
        .refine((p) => p.hourlyRate === null || p.currency !== null, {
          message: 'is needed with an hourly rate',
          path: ['currency'],
        }),
    )
    .default([]),
  records: z.array(z.unknown()).default([]),
  drafts: z.array(z.object({ date: day, content: text(NOTE_MAX_LENGTH) })).default([]),
  reports: z
    .array(
      z.object({
        date: day,
        subject: text(NOTE_MAX_LENGTH).nullable(),
        description: text(NOTE_MAX_LENGTH).nullable(),
        insights: z.array(text(NOTE_MAX_LENGTH)).default([]),
        generatedAt: instant.nullable().default(null),
      }),
    )
    .default([]),
  // Each image is checked as it is read (attachmentSchema), one at a time: together they can be
  // gigabytes.
  attachments: z.array(z.unknown()).default([]),
});

function fieldName(path: Array<string | number>): string {
  return path.reduce<string>(
    (name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );
}

const attachmentSchema = z.object({
  id: z.string().uuid('must be a UUID'),
  workRecordId: z.string().min(1).max(100),
});
const attachmentDataSchema = z.object({
  data: z
    .string()
    .min(1)
    .refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v), 'must be base64'),
});

/** The line of a character position in the text (1-based). */
function lineAt(textValue: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position && i < textValue.length; i++) if (textValue.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * JSON.parse of one value of the file, which starts at `line`; a syntax error names its line.
 * (A value cut short by the file's end is found by the scanner before it gets here.)
 */
export function parseJsonValue(content: string, line: number): unknown {
  try {
    return JSON.parse(content);
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    const position = /position (\d+)/.exec(message);
    const at = position ? Number(position[1]) : /end of JSON/i.test(message) ? content.length : -1;
    if (at < 0)
      throw new ImportFileError(`The file is not valid JSON: ${message.split('\n')[0].slice(0, 200)}`);
    throw new ImportFileError(
      `The file is not valid JSON: line ${line - 1 + lineAt(content, at)} cannot be read.`,
    );
  }
}

const refusal = (path: Array<string | number>, message: string) =>
  new ImportFileError(`The archive cannot be imported: ${fieldName(path) || 'the file'} ${message}.`);

/** The archive's top-level values besides its sessions and images, checked. */
export function archiveHead(raw: Record<string, unknown>): Omit<ImportBundle, 'records' | 'attachments'> {
  const parsed = archiveSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refusal(issue.path, issue.message);
  }
  const archive = parsed.data;
  return {
    source: 'work-diary',
    drafts: archive.drafts,
    reports: archive.reports,
    settings: archive.settings ?? null,
    projects: archive.projects.map(({ id, client, ...p }) => ({
      key: id,
      client: client || null,
      ...p,
      color: p.color.toLowerCase(),
    })),
  };
}

/** records[index], checked; its project named by key when the archive lists that project. */
export function archiveRecord(raw: unknown, index: number, projectKeys: Set<string>): ImportedRecord {
  const one = recordSchema.safeParse(raw);
  if (!one.success) {
    const issue = one.error.issues[0];
    throw refusal(['records', index, ...issue.path], issue.message);
  }
  const r = one.data;
  return {
    sourceId: r.id,
    date: r.date,
    startTime: new Date(r.startTime),
    endTime: r.endTime === null ? null : new Date(r.endTime),
    isActive: r.isActive,
    tags: r.tags,
    notes: r.notes.map(({ timestamp, revisions, sealed, ...note }) => ({
      ...note,
      timestamp: new Date(timestamp),
      revisions: revisions.map((v) => ({ content: v.content, editedAt: new Date(v.editedAt) })),
      ...(sealed ? { sealed } : {}),
    })),
    summary: r.summary,
    projectKey: r.projectId && projectKeys.has(r.projectId) ? r.projectId : undefined,
  };
}

/** attachments[index]'s id and session, checked (its bytes are read later, attachmentBytes). */
export function archiveAttachment(raw: unknown, index: number): Omit<ImportedAttachment, 'data'> {
  const one = attachmentSchema.safeParse(raw);
  if (!one.success) {
    const issue = one.error.issues[0];
    throw refusal(['attachments', index, ...issue.path], issue.message);
  }
  return { id: one.data.id.toLowerCase(), recordSourceId: one.data.workRecordId };
}

/** attachments[index] with its bytes. */
export function archiveAttachmentBytes(raw: unknown, index: number): ImportedAttachment {
  const meta = archiveAttachment(raw, index);
  const one = attachmentDataSchema.safeParse(raw);
  if (!one.success) {
    const issue = one.error.issues[0];
    throw refusal(['attachments', index, ...issue.path], issue.message);
  }
  return { ...meta, data: Buffer.from(one.data.data, 'base64') };
}
