// Reads our JSON archive from the file the upload was streamed to, in three passes, so that only
// one session or one image is ever in memory (an archive with a user's images can be gigabytes):
// first everything but the sessions and images (which are only located, counted and, for images,
// named), then the sessions one by one, then the images one by one. The passes let the file list
// its parts in any order; the export writes images last.
import { TextDecoder } from 'node:util';
import {
  archiveAttachment,
  archiveAttachmentBytes,
  archiveHead,
  archiveRecord,
  parseJsonValue,
} from './archive-parser';
import {
  ImportedAttachment,
  ImportedRecord,
  ImportFileError,
  ImportReading,
  tooManyRows,
} from './import-bundle';
import { FilePlace, JsonFileScanner, JsonSyntaxError } from './json-file-scanner';

const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const QUOTE = 0x22;

export const NOT_UTF8 = 'The file is not UTF-8 text: it is neither our JSON archive nor a CSV export.';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The scanner's syntax error as the user's sentence. */
function syntaxRefusal(err: JsonSyntaxError): ImportFileError {
  return new ImportFileError(
    err.atEnd
      ? `The file is not valid JSON: it ends at line ${err.line} before the archive is complete.`
      : `The file is not valid JSON: line ${err.line} cannot be read.`,
  );
}

/** The value that starts here, parsed. */
function readValue(scanner: JsonFileScanner): unknown {
  const { bytes, line } = scanner.captureValue();
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new ImportFileError(NOT_UTF8);
  }
  return parseJsonValue(text, line);
}

/** The items of the array that starts here: yields each index for the caller to take its value. */
function* items(scanner: JsonFileScanner): Generator<number> {
  scanner.expect(OPEN_ARRAY);
  scanner.skipWhitespace();
  if (scanner.peek() === CLOSE_ARRAY) return scanner.expect(CLOSE_ARRAY);
  for (let i = 0; ; i++) {
    scanner.skipWhitespace();
    yield i;
    scanner.skipWhitespace();
    if (scanner.peek() !== COMMA) return scanner.expect(CLOSE_ARRAY);
    scanner.expect(COMMA);
  }
}

interface Survey {
  /** Top-level values besides the sessions' and images' lists. */
  head: Record<string, unknown>;
  records: FilePlace | null;
  attachments: FilePlace | null;
  attachmentList: Array<Omit<ImportedAttachment, 'data'>>;
}

/** The members of the object that starts here: yields each key for the caller to take its value. */
function* members(scanner: JsonFileScanner): Generator<string> {
  scanner.expect(OPEN_OBJECT);
  scanner.skipWhitespace();
  if (scanner.peek() === CLOSE_OBJECT) return scanner.expect(CLOSE_OBJECT);
  for (;;) {
    scanner.skipWhitespace();
    if (scanner.peek() !== QUOTE) scanner.fail();
    const key = readValue(scanner) as string;
    scanner.skipWhitespace();
    scanner.expect(COLON);
    scanner.skipWhitespace();
    yield key;
    scanner.skipWhitespace();
    if (scanner.peek() !== COMMA) return scanner.expect(CLOSE_OBJECT);
    scanner.expect(COMMA);
  }
}

/**
 * An image of the archive: its fields, and its base64 `data` unless `withData` is false (the first
 * pass only names the images). The base64 is taken from the file's bytes as it is: no JSON string
 * of the size of the image is made besides the one the bytes are decoded from.
 */
function readAttachment(scanner: JsonFileScanner, withData: boolean): unknown {
  if (scanner.peek() !== OPEN_OBJECT) return readValue(scanner);
  const value: Record<string, unknown> = {};
  for (const key of members(scanner)) {
    if (key !== 'data') value[key] = readValue(scanner);
    else if (!withData) scanner.skipValue();
    else {
      const { bytes, line } = scanner.captureValue();
      const plain = bytes[0] === QUOTE && bytes[bytes.length - 1] === QUOTE && !bytes.includes(0x5c);
      value.data = plain
        ? bytes.toString('latin1', 1, bytes.length - 1)
        : parseJsonValue(bytes.toString('latin1'), line);
    }
  }
  return value;
}

/** The first pass: the archive's small parts parsed, its sessions counted, its images named. */
function survey(scanner: JsonFileScanner, maxRows: number): Survey {
  const found: Survey = { head: {}, records: null, attachments: null, attachmentList: [] };
  scanner.skipWhitespace();
  for (const key of members(scanner)) {
    if (key === 'records' && scanner.peek() === OPEN_ARRAY) {
      found.records = scanner.place;
      for (const i of items(scanner)) {
        if (i >= maxRows) throw tooManyRows(maxRows);
        scanner.skipValue();
      }
      found.head.records = [];
    } else if (key === 'attachments' && scanner.peek() === OPEN_ARRAY) {
      found.attachments = scanner.place;
      found.attachmentList = [];
      for (const i of items(scanner))
        found.attachmentList.push(archiveAttachment(readAttachment(scanner, false), i));
      found.head.attachments = [];
    } else found.head[key] = readValue(scanner);
  }
  scanner.skipWhitespace();
  if (scanner.peek() !== -1) scanner.fail();
  return found;
}

/** Turns the scanner's syntax errors into the user's sentence. */
function sentences<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    throw err instanceof JsonSyntaxError ? syntaxRefusal(err) : err;
  }
}

function* sentencesOf<T>(read: Generator<T>): Generator<T> {
  for (;;) {
    const next = sentences(() => read.next());
    if (next.done) return;
    yield next.value;
  }
}

/** Our JSON archive at `path`, read as the import takes it; close() when done. */
export function readArchiveFile(path: string, maxRows: number): ImportReading {
  const scanner = new JsonFileScanner(path);
  try {
    const found = sentences(() => survey(scanner, maxRows));
    const head = archiveHead(found.head);
    const projectKeys = new Set((head.projects ?? []).map((p) => p.key));

    function* records(): Generator<ImportedRecord> {
      if (!found.records) return;
      scanner.seek(found.records);
      let notes = 0;
      for (const i of items(scanner)) {
        const record = archiveRecord(readValue(scanner), i, projectKeys);
        notes += record.notes.length;
        if (notes > maxRows) throw tooManyRows(maxRows);
        yield record;
      }
    }
    function* attachments(): Generator<ImportedAttachment> {
      if (!found.attachments) return;
      scanner.seek(found.attachments);
      for (const i of items(scanner)) yield archiveAttachmentBytes(readAttachment(scanner, true), i);
    }
    return {
      head,
      attachmentList: found.attachmentList,
      records: sentencesOf(records()),
      attachments: () => sentencesOf(attachments()),
      close: () => scanner.close(),
    };
  } catch (err) {
    scanner.close();
    throw err;
  }
}
