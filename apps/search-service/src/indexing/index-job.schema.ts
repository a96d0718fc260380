// Index jobs come over Redis from another service: validated here before they touch the index.
import { z } from 'zod';
import { TAG_MAX_LENGTH, TAGS_MAX_PER_RECORD } from '@diary/contracts';
import { SearchIndexJob } from '@diary/contracts/server';

const version = z.number().int().nonnegative();
const id = z.string().uuid();
const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string().datetime({ offset: true });

export const searchIndexJobSchema: z.ZodType<SearchIndexJob> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('note.upsert'),
    version,
    userId: id,
    noteId: id,
    recordId: id,
    date: dayKey,
    content: z.string(),
    timestamp: instant,
  }),
  z.object({ kind: z.literal('note.delete'), version, userId: id, noteId: id }),
  z.object({
    kind: z.literal('summary.upsert'),
    version,
    userId: id,
    recordId: id,
    date: dayKey,
    subject: z.string(),
    description: z.string(),
    timestamp: instant,
  }),
  z.object({ kind: z.literal('record.delete'), version, userId: id, recordId: id }),
  z.object({
    kind: z.literal('record.tags'),
    version,
    userId: id,
    recordId: id,
    tags: z.array(z.string().min(1).max(TAG_MAX_LENGTH)).max(TAGS_MAX_PER_RECORD),
  }),
]);

export const noteDocumentId = (noteId: string) => `note:${noteId}`;
export const summaryDocumentId = (recordId: string) => `summary:${recordId}`;
