// Reads our own JSON archive (GET /api/export?format=json). A syntax error names its line; a value
// that does not fit names its field, e.g. "records[3].startTime".
import { z } from 'zod';
import {
  SealedEnvelope,
  HOURLY_RATE_MAX,
  isCurrencyCode,
  isDayKey,
  normalizeTags,
  NOTE_MAX_LENGTH,
  PROJECT_COLOR_PATTERN,
  PROJECT_NAME_MAX_LENGTH,
  SUMMARY_SUBJECT_MAX_LENGTH,
} from '@diary/contracts';
import { ImportBundle, ImportedRecord, ImportFileError, tooManyRows } from './import-bundle';

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
        z
          .object({
            content: text(NOTE_MAX_LENGTH),
            timestamp: instant,
            revisions: z
              .array(z.object({ content: text(NOTE_MAX_LENGTH), editedAt: instant }))
              .max(10_000)
              .default([]),
            /** A sealed note comes back sealed, with no text and no versions. */
            sealed: SealedEnvelope.optional(),
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
  // Each session is checked on its own (recordSchema) and its raw form dropped as it goes, so the
  // file's objects are never held twice over (a 50 MB archive otherwise needed three copies).
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
  attachments: z
    .array(
      z.object({
        id: z.string().uuid('must be a UUID'),
        workRecordId: z.string().min(1).max(100),
        data: z
          .string()
          .min(1)
          .refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v), 'must be base64'),
      }),
    )
    .default([]),
});

function fieldName(path: Array<string | number>): string {
  return path.reduce<string>(
    (name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );
}

/** The line of a character position in the text (1-based). */
function lineAt(textValue: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position && i < textValue.length; i++) if (textValue.charCodeAt(i) === 10) line++;
  return line;
}

/** More sessions or notes than the cap, counted before the (costlier) validation. */
function overCap(raw: unknown, maxRows: number): boolean {
  const records = (raw as { records?: unknown } | null)?.records;
  if (!Array.isArray(records)) return false;
  if (records.length > maxRows) return true;
  let notes = 0;
  for (const record of records) {
    const list = (record as { notes?: unknown } | null)?.notes;
    if (Array.isArray(list)) notes += list.length;
  }
  return notes > maxRows;
}

export function parseArchive(content: string, maxRows: number): ImportBundle {
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    const position = /position (\d+)/.exec(message);
    const at = position ? Number(position[1]) : /end of JSON/i.test(message) ? content.length : -1;
    if (at < 0)
      throw new ImportFileError(`The file is not valid JSON: ${message.split('\n')[0].slice(0, 200)}`);
    // A file cut short fails at (or just before) its last character: say so rather than blame that line.
    if (at >= content.trimEnd().length - 1)
      throw new ImportFileError(
        `The file is not valid JSON: it ends at line ${lineAt(content, content.length)} before the archive is complete.`,
      );
    throw new ImportFileError(`The file is not valid JSON: line ${lineAt(content, at)} cannot be read.`);
  }
  if (overCap(raw, maxRows)) throw tooManyRows(maxRows);
  const parsed = archiveSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = fieldName(issue.path);
    throw new ImportFileError(`The archive cannot be imported: ${field || 'the file'} ${issue.message}.`);
  }
  raw = undefined;
  const archive = parsed.data;
  const projectKeys = new Set(archive.projects.map((p) => p.id));
  const records: ImportedRecord[] = [];
  for (let i = 0; i < archive.records.length; i++) {
    const one = recordSchema.safeParse(archive.records[i]);
    if (!one.success) {
      const issue = one.error.issues[0];
      throw new ImportFileError(
        `The archive cannot be imported: ${fieldName(['records', i, ...issue.path])} ${issue.message}.`,
      );
    }
    archive.records[i] = null;
    const r = one.data;
    records.push({
      sourceId: r.id,
      date: r.date,
      startTime: new Date(r.startTime),
      endTime: r.endTime === null ? null : new Date(r.endTime),
      isActive: r.isActive,
      tags: r.tags,
      notes: r.notes.map((n) => ({
        content: n.content,
        timestamp: new Date(n.timestamp),
        revisions: n.revisions.map((v) => ({ content: v.content, editedAt: new Date(v.editedAt) })),
        ...(n.sealed ? { sealed: n.sealed } : {}),
      })),
      summary: r.summary,
      projectKey: r.projectId && projectKeys.has(r.projectId) ? r.projectId : undefined,
    });
  }
  return {
    source: 'work-diary',
    records,
    drafts: archive.drafts,
    reports: archive.reports,
    settings: archive.settings ?? null,
    projects: archive.projects.map(({ id, client, ...p }) => ({
      key: id,
      client: client || null,
      ...p,
      color: p.color.toLowerCase(),
    })),
    attachments: archive.attachments.map((a) => ({
      id: a.id.toLowerCase(),
      recordSourceId: a.workRecordId,
      data: Buffer.from(a.data, 'base64'),
    })),
  };
}
