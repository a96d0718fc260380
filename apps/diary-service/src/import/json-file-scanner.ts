// Walks a JSON file on disk a chunk at a time and hands out its values as bytes, never the whole
// file: an archive holding a user's images can be larger than a JS string may be (about 512 MB)
// and far larger than an import worker's heap. It only finds where values begin and end (strings,
// nesting) and counts lines; each value it captures is checked by JSON.parse, so a syntax error
// anywhere still names its line. Runs in an import worker, so its reads are synchronous.
import { closeSync, openSync, readSync } from 'node:fs';

const CHUNK = 1024 * 1024;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

/** The file breaks JSON's rules at `line`; `atEnd`: it stops before the value is complete. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly atEnd: boolean,
  ) {
    super(atEnd ? `the file ends at line ${line}` : `line ${line} cannot be read`);
  }
}

/** A place in the file to come back to: its byte offset and line. */
export interface FilePlace {
  offset: number;
  line: number;
}

export class JsonFileScanner {
  private readonly fd: number;
  private buf: Buffer = Buffer.alloc(0);
  private pos = 0;
  /** File offset of buf[0]. */
  private base = 0;
  line = 1;
  /** While a value is captured: the chunks' parts read so far, and where in `buf` it goes on. */
  private captured: Buffer[] | null = null;
  private capturedFrom = 0;

  constructor(path: string) {
    this.fd = openSync(path, 'r');
  }

  close(): void {
    closeSync(this.fd);
  }

  get place(): FilePlace {
    return { offset: this.base + this.pos, line: this.line };
  }

  seek({ offset, line }: FilePlace): void {
    this.base = offset;
    this.buf = Buffer.alloc(0);
    this.pos = 0;
    this.line = line;
  }

  /** The next byte without taking it, or -1 at the end of the file. */
  peek(): number {
    if (this.pos >= this.buf.length && !this.more()) return -1;
    return this.buf[this.pos];
  }

  /** Takes the next byte, which must be `byte`. */
  expect(byte: number): void {
    const c = this.peek();
    if (c !== byte) this.fail(c);
    this.pos++;
  }

  /** The next byte is not what JSON allows here (or the file ended). */
  fail(c: number = this.peek()): never {
    throw new JsonSyntaxError(this.line, c === -1);
  }

  skipWhitespace(): void {
    for (;;) {
      if (this.pos >= this.buf.length && !this.more()) return;
      const c = this.buf[this.pos];
      if (c === NEWLINE) this.line++;
      else if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return;
      this.pos++;
    }
  }

  /** Skips the value that starts here (string, object, array, number or literal). */
  skipValue(): void {
    const c = this.peek();
    if (c === QUOTE) return this.skipString();
    if (c === 0x7b || c === 0x5b) return this.skipContainer();
    this.skipLiteral();
  }

  /** The bytes of the value that starts here (the caller parses them). */
  captureValue(): { bytes: Buffer; line: number } {
    const line = this.line;
    if (this.pos >= this.buf.length) this.more();
    this.captured = [];
    this.capturedFrom = this.pos;
    try {
      this.skipValue();
      this.captured.push(this.buf.subarray(this.capturedFrom, this.pos));
      const parts = this.captured;
      return { bytes: parts.length === 1 ? parts[0] : Buffer.concat(parts), line };
    } finally {
      this.captured = null;
    }
  }

  private skipString(): void {
    this.pos++; // the opening quote
    for (;;) {
      if (this.pos >= this.buf.length && !this.more()) this.fail(-1);
      const quote = this.buf.indexOf(QUOTE, this.pos);
      const end = quote < 0 ? this.buf.length : quote;
      // Base64 and most text hold no backslash: one native search jumps to the closing quote.
      const escape = end > this.pos ? this.buf.subarray(this.pos, end).indexOf(BACKSLASH) : -1;
      if (escape >= 0) {
        this.pos += escape + 1;
        if (this.pos >= this.buf.length && !this.more()) this.fail(-1);
        this.pos++; // the escaped byte (a quote, a backslash or a letter)
        continue;
      }
      this.pos = end;
      if (quote >= 0) {
        this.pos++;
        return;
      }
    }
  }

  private skipContainer(): void {
    let depth = 0;
    for (;;) {
      if (this.pos >= this.buf.length && !this.more()) this.fail(-1);
      const c = this.buf[this.pos];
      if (c === QUOTE) {
        this.skipString();
        continue;
      }
      if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) {
        if (--depth === 0) {
          this.pos++;
          return;
        }
      } else if (c === NEWLINE) this.line++;
      this.pos++;
    }
  }

  /** A number, true, false or null: up to the next separator (JSON.parse judges it). */
  private skipLiteral(): void {
    const start = this.base + this.pos;
    for (;;) {
      if (this.pos >= this.buf.length && !this.more()) break;
      const c = this.buf[this.pos];
      if (c === 0x2c || c === 0x7d || c === 0x5d || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
        break;
      this.pos++;
    }
    if (this.base + this.pos === start) this.fail();
  }

  /** Reads the next chunk; false at the end of the file. A value being captured keeps its part. */
  private more(): boolean {
    if (this.captured) {
      this.captured.push(this.buf.subarray(this.capturedFrom));
      this.capturedFrom = 0;
    }
    this.base += this.buf.length;
    const chunk = Buffer.allocUnsafeSlow(CHUNK);
    const n = readSync(this.fd, chunk, 0, CHUNK, this.base);
    this.buf = chunk.subarray(0, n);
    this.pos = 0;
    return n > 0;
  }
}
