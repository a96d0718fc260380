// Limits for every multipart form besides its files: a few short text fields. Multer's defaults
// allow any number of fields of up to 1 MB each, all held in memory (400 fields of 1 MB were taken
// by /api/audio/transcribe); with these a form costs at most its files plus 20 × 64 KB.
import { HttpException, PayloadTooLargeException } from '@nestjs/common';

export const MULTIPART_MAX_FIELDS = 20;
export const MULTIPART_MAX_FIELD_BYTES = 64 * 1024;

/** Multer `limits` for a form of `files` files of at most `fileSize` bytes and a few short fields. */
export function multipartLimits(files: { fileSize: number; files: number }) {
  return {
    ...files,
    fields: MULTIPART_MAX_FIELDS,
    fieldSize: MULTIPART_MAX_FIELD_BYTES,
    fieldNameSize: 100,
    parts: files.files + MULTIPART_MAX_FIELDS,
    headerPairs: 100,
  };
}

/** The 413 for a form refused for its fields (too many, too long, too many parts), or null. */
export function formFieldsRefusal(err: unknown): HttpException | null {
  const message = err instanceof HttpException ? err.message : '';
  if (!/too many (fields|parts)|field (value|name) too long/i.test(message)) return null;
  return new PayloadTooLargeException(
    `The form has too many fields or too long a field (at most ${MULTIPART_MAX_FIELDS} fields of ${MULTIPART_MAX_FIELD_BYTES / 1024} KB).`,
  );
}
