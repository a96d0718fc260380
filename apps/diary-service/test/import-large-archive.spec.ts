// Issue 45: an export larger than the old 55 MB upload limit (images fill it) is imported back by
// another user, through the gateway, as real HTTP: the upload is streamed to a temporary file and
// read from disk, the images are restored byte for byte, and the file is gone afterwards, also
// when the import fails. Past IMPORT_MAX_MB, or past the user's storage quota: 413 with a sentence.
import {
  copyFileSync,
  createWriteStream,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
} from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import sharp from 'sharp';
import type { Attachment, ImportResult } from '@diary/contracts';
import { createRecord, registerUser, useTestStack, withConfig, type Account } from '@diary/server-testing';
import { createApp as createAuth } from '../../auth-service/src/app';
import { createApp as createAi } from '../../ai-service/src/app';
import { createApp as createGateway } from '../../gateway/src/app';
import { createApp as createDiary } from '../src/app';
import { derivedAttachmentId } from '../src/import/import-attachments';

const MB = 1024 * 1024;
const IMAGES = 5;
/** Each image 9.3 MB of incompressible pixels (attachments take 10): five make an export of about 62 MB. */
const EDGE = 1800;
/** The diary's own cap, under the gateway's: a file between them is refused by the diary. */
const IMPORT_MAX_MB = 120;
/** Alice's five images (46.4 MB) fit; Carol's own with them (55.6 MB) do not. */
const QUOTA_MB = 50;

const uploads = mkdtempSync(join(tmpdir(), 'import-uploads-'));
const scratch = mkdtempSync(join(tmpdir(), 'import-test-'));

/** A PNG of random pixels, stored uncompressed: real to sharp, and as large as its pixels. */
const randomPng = () =>
  sharp(randomBytes(EDGE * EDGE * 3), { raw: { width: EDGE, height: EDGE, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const rssMb = () => Math.round(process.memoryUsage().rss / MB);

describe('an export larger than 55 MB is imported back (issue 45)', () => {
  const stack = useTestStack({
    auth: createAuth,
    ai: createAi,
    diary: withConfig(createDiary, {
      IMPORT_MAX_MB,
      IMPORT_TMP_DIR: uploads,
      ATTACHMENT_QUOTA_MB: QUOTA_MB,
    }),
    gateway: withConfig(createGateway, { IMPORT_MAX_MB: IMPORT_MAX_MB + 30 }),
  });
  const gw = () => request(stack.urls.gateway);
  const images: Buffer[] = [];
  const imageIds: string[] = [];
  const archive = join(scratch, 'export.json');
  let alice: Account;
  let bob: Account;

  const importFile = (who: Account, path: string) =>
    gw().post('/api/import').set('Cookie', who.cookie).attach('file', path, 'export.json');
  /** The upload files still on disk once their removal (begun as the answer is sent) had a moment. */
  const leftOnDisk = async () => {
    for (let waited = 0; waited < 3000 && readdirSync(uploads).length; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return readdirSync(uploads);
  };

  beforeAll(async () => {
    alice = await registerUser(stack.urls.gateway);
    bob = await registerUser(stack.urls.gateway);
    const record = await createRecord(stack.urls.gateway, alice, {
      date: '2026-03-02',
      start: '2026-03-02T08:00:00.000Z',
      end: '2026-03-02T10:00:00.000Z',
      notes: [{ at: '2026-03-02T08:30:00.000Z', content: 'Screenshots of the new plan' }],
    });
    for (let i = 0; i < IMAGES; i++) {
      const png = await randomPng();
      images.push(png);
      const res = await gw()
        .post('/api/attachments')
        .set('Cookie', alice.cookie)
        .field('workRecordId', record.id)
        .attach('file', png, `shot-${i}.png`)
        .expect(201);
      imageIds.push((res.body as Attachment).id);
    }
    // The product's own export, streamed to disk as a browser would save it.
    await new Promise<void>((resolve, reject) => {
      get(`${stack.urls.gateway}/api/export?format=json`, { headers: { cookie: alice.cookie } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`export answered ${res.statusCode}`));
        pipeline(res, createWriteStream(archive)).then(resolve, reject);
      }).on('error', reject);
    });
  }, 120_000);

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(uploads, { recursive: true, force: true });
  });

  it('imports the whole archive as another user, images byte for byte, in bounded memory', async () => {
    const size = statSync(archive).size;
    expect(size).toBeGreaterThan(55 * MB);
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
    const started = Date.now();
    let res: request.Response;
    try {
      res = await importFile(bob, archive);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `import of a ${(size / MB).toFixed(1)} MB export with ${IMAGES} images: ${seconds.toFixed(1)} s; ` +
        `process RSS ${before} MB before, peak ${peak} MB (+${peak - before} MB)`,
    );
    expect(res.status).toBe(200);
    expect(res.body as ImportResult).toMatchObject({ records: 1, notes: 1, attachments: IMAGES });
    // Read whole (the old way), the upload, its text, the base64 strings and the decoded images
    // were held at once: 3.7 times the file before the first image was written. Read from disk,
    // what grows is the images in flight (their bytes, sharp's pixels, the database driver's hex
    // copy) and the allocator's slack: 2.4 to 3.2 times this file in five runs.
    expect(peak - before).toBeLessThan((4 * size) / MB);

    // Alice owns the ids, so Bob's copies have ids derived from his and hers.
    const last = IMAGES - 1;
    const restored = await gw()
      .get(`/api/attachments/${derivedAttachmentId(bob.id, imageIds[last])}`)
      .set('Cookie', bob.cookie)
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(Buffer.compare(restored.body as Buffer, images[last])).toBe(0);
    expect(await leftOnDisk()).toEqual([]);
  }, 90_000);

  it('a file past IMPORT_MAX_MB answers 413 with a sentence, and nothing stays on disk', async () => {
    const big = join(scratch, 'big.json');
    copyFileSync(archive, big);
    truncateSync(big, (IMPORT_MAX_MB + 1) * MB); // the archive, then zeros
    const res = await importFile(bob, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(`The file is too large: an import takes at most ${IMPORT_MAX_MB} MB.`);
    expect(await leftOnDisk()).toEqual([]);
  }, 60_000);

  it('a cut-short archive answers 400 naming where it ends, and nothing stays on disk', async () => {
    const cut = join(scratch, 'cut.json');
    copyFileSync(archive, cut);
    truncateSync(cut, 60 * MB);
    const res = await importFile(bob, cut);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /^The file is not valid JSON: it ends at line 1 before the archive is complete\.$/,
    );
    expect(await leftOnDisk()).toEqual([]);
  }, 60_000);

  it('images past the storage quota answer 413 with the quota sentence; nothing is half-imported', async () => {
    const carol = await registerUser(stack.urls.gateway);
    const own = await createRecord(stack.urls.gateway, carol, {
      date: '2026-03-01',
      start: '2026-03-01T08:00:00.000Z',
      end: '2026-03-01T09:00:00.000Z',
    });
    await gw()
      .post('/api/attachments')
      .set('Cookie', carol.cookie)
      .field('workRecordId', own.id)
      .attach('file', images[0], 'mine.png')
      .expect(201);
    const res = await importFile(carol, archive);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(new RegExp(`${QUOTA_MB} MB`));
    const day = await gw().get('/api/work-records/2026-03-02').set('Cookie', carol.cookie).expect(200);
    expect(day.body.records).toEqual([]);
    expect(await leftOnDisk()).toEqual([]);
  }, 60_000);
});

/** supertest parser: the body as bytes. */
function bytes(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
