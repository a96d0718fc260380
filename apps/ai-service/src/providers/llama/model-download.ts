// Downloads a model file once: into `<file>.part`, resumed with a Range request after an
// interruption, progress in the log every 10 %, then renamed into place with its SHA-256 kept
// beside it (`<file>.sha256`) and checked against the server's when it names one (X-Linked-ETag).
import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isGguf } from './local-model-file';

const logger = new Logger('ModelDownload');

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** The file at `dest`, downloading it from `url` first when it is not there yet. */
export async function downloadModel(url: string, dest: string): Promise<string> {
  if (existsSync(dest)) return dest;
  mkdirSync(dirname(dest), { recursive: true });
  const part = `${dest}.part`;
  const have = existsSync(part) ? statSync(part).size : 0;
  const res = await fetch(url, { headers: have ? { range: `bytes=${have}-` } : {}, redirect: 'follow' });
  if (!res.ok || !res.body) throw new Error(`downloading ${url} failed with status ${res.status}`);
  const resumed = res.status === 206;
  const start = resumed ? have : 0;
  const total = start + Number(res.headers.get('content-length') ?? 0);
  const expected = (res.headers.get('x-linked-etag') ?? '').replace(/"/g, '').toLowerCase();
  logger.log(`downloading ${url}${resumed ? ` (resuming at ${start} bytes)` : ''}`);
  let done = start;
  let nextReport = 10;
  const body = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
  // Each chunk is on disk before the next is read, so an interrupted download keeps what arrived
  // (a write stream destroyed by the error would drop its queued writes, and resume from less).
  const file = await open(part, resumed ? 'a' : 'w');
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      await file.write(chunk);
      done += chunk.length;
      const percent = total ? Math.floor((done / total) * 100) : 0;
      if (total && percent >= nextReport) {
        logger.log(`${dest}: ${percent} % of ${Math.round(total / 1e6)} MB`);
        nextReport = Math.floor(percent / 10) * 10 + 10;
      }
    }
  } finally {
    await file.close();
  }
  const digest = await sha256(part);
  if (/^[0-9a-f]{64}$/.test(expected) && expected !== digest) {
    // Started again from nothing next time: resuming a wrong file cannot make it right.
    unlinkSync(part);
    throw new Error(`the download of ${url} does not match its checksum (${digest}, expected ${expected})`);
  }
  if (!isGguf(part)) throw new Error(`${url} is not a GGUF model file`);
  renameSync(part, dest);
  writeFileSync(`${dest}.sha256`, `${digest}  ${dest}\n`);
  logger.log(`downloaded ${dest} (sha256 ${digest})`);
  return dest;
}
