// Images kept beside their text: POST /api/attachments and GET /api/attachments/{id}, served only to
// their owner, judged by their bytes, within 10 MB and the per-user quota, gone with their session
// and their account.
import sharp from 'sharp';
import type { Attachment } from '@diary/contracts';
import { connectServiceDb, type TestSession, type TestStack } from '@diary/server-testing';
import { api, signIn, startDiary, startSession } from './support/diary-stack';
import { noisyImage } from './support/test-images';
import { binary } from './support/test-images';

const QUOTA_MB = 1;

describe('attachments', () => {
  let stack: TestStack;
  let alice: TestSession;
  let bob: TestSession;

  const upload = (who: TestSession, recordId: string, file: Buffer, name = 'shot.png') =>
    api(stack)
      .post('/api/attachments')
      .set('Cookie', who.cookie)
      .field('workRecordId', recordId)
      .attach('file', file, name);

  beforeAll(async () => {
    // A small quota so that "over quota" needs only a megabyte of images.
    stack = await startDiary({ ATTACHMENT_QUOTA_MB: QUOTA_MB });
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(async () => {
    alice = await signIn(stack);
    bob = await signIn(stack);
  });

  it('gives back an image larger than one read slice (32 KB) byte for byte', async () => {
    const rec = await startSession(stack, alice);
    const png = await noisyImage(300, 200, 'png');
    expect(png.length).toBeGreaterThan(3 * 32 * 1024);
    const res = await upload(alice, rec.id, png).expect(201);
    const got = await api(stack)
      .get((res.body as Attachment).url)
      .set('Cookie', alice.cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(Buffer.compare(got.body as Buffer, png)).toBe(0);
  });

  it('stores an image (201 with its size in pixels) and gives it back byte for byte, private and nosniff', async () => {
    const rec = await startSession(stack, alice);
    const png = await noisyImage(120, 80, 'png');
    const res = await upload(alice, rec.id, png).expect(201);
    const body = res.body as Attachment;
    expect(body).toEqual({
      id: expect.any(String),
      workRecordId: rec.id,
      contentType: 'image/png',
      bytes: png.length,
      width: 120,
      height: 80,
      url: `/api/attachments/${body.id}`,
    });
    const got = await api(stack)
      .get(body.url)
      .set('Cookie', alice.cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(Buffer.compare(got.body as Buffer, png)).toBe(0);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toBe('private');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('judges the type by the bytes, whatever the name says, for PNG, JPEG, WebP and GIF', async () => {
    const rec = await startSession(stack, alice);
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      const file = await noisyImage(40, 30, format);
      const res = await upload(alice, rec.id, file, 'misnamed.png').expect(201);
      expect(res.body.contentType).toBe(`image/${format}`);
    }
  });

  it('answers a thumbnail for lists with ?size=thumb, at most 320 pixels on a side', async () => {
    const rec = await startSession(stack, alice);
    const res = await upload(alice, rec.id, await noisyImage(900, 300, 'jpeg')).expect(201);
    const thumb = await api(stack)
      .get(`${res.body.url}?size=thumb`)
      .set('Cookie', alice.cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('private');
    const meta = await sharp(thumb.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([320, 107]);
    await api(stack).get(`${res.body.url}?size=huge`).set('Cookie', alice.cookie).expect(400);
  });

  it("answers 404 for another user's attachment, the same as for one that does not exist", async () => {
    const rec = await startSession(stack, alice);
    const res = await upload(alice, rec.id, await noisyImage(20, 20)).expect(201);
    const other = await api(stack).get(res.body.url).set('Cookie', bob.cookie).expect(404);
    const missing = await api(stack)
      .get('/api/attachments/00000000-0000-4000-8000-000000000000')
      .set('Cookie', bob.cookie)
      .expect(404);
    expect(other.body.message).toBe(missing.body.message);
    await api(stack).get(`${res.body.url}?size=thumb`).set('Cookie', bob.cookie).expect(404);
    await api(stack).get('/api/attachments/not-a-uuid').set('Cookie', bob.cookie).expect(404);
    await api(stack).get(res.body.url).expect(401);
  });

  it("refuses to attach to another user's session (404) or to none (400)", async () => {
    const rec = await startSession(stack, alice);
    const png = await noisyImage(20, 20);
    await upload(bob, rec.id, png).expect(404);
    await upload(bob, 'nonsense', png).expect(404);
    await api(stack)
      .post('/api/attachments')
      .set('Cookie', bob.cookie)
      .attach('file', png, 'a.png')
      .expect(400);
  });

  it('refuses a text file with 415, whatever its name', async () => {
    const rec = await startSession(stack, alice);
    const res = await upload(alice, rec.id, Buffer.from('just some notes\n'), 'notes.png').expect(415);
    expect(res.body.message).toMatch(/PNG, JPEG, WebP and GIF/);
  });

  it('refuses a damaged image with 400', async () => {
    const rec = await startSession(stack, alice);
    const png = await noisyImage(50, 50);
    await upload(alice, rec.id, png.subarray(0, 60)).expect(400);
  });

  it('refuses 11 MB with 413 and a sentence', async () => {
    const rec = await startSession(stack, alice);
    const big = Buffer.alloc(11 * 1024 * 1024, 7);
    (await noisyImage(10, 10)).copy(big);
    const res = await upload(alice, rec.id, big).expect(413);
    expect(res.body.message).toBe('An image can be at most 10 MB.');
  });

  it('refuses an upload past the quota with 413, counting only the uploader', async () => {
    const rec = await startSession(stack, alice);
    const big = await noisyImage(400, 400, 'png'); // about 470 KB of noise
    expect(big.length).toBeGreaterThan((QUOTA_MB * 1024 * 1024) / 3);
    await upload(alice, rec.id, big).expect(201);
    await upload(alice, rec.id, big).expect(201);
    const res = await upload(alice, rec.id, big).expect(413);
    expect(res.body.message).toMatch(/quota/);
    const bobs = await startSession(stack, bob);
    await upload(bob, bobs.id, big).expect(201);
  });

  it('refuses a second file or an unknown field with 400', async () => {
    const rec = await startSession(stack, alice);
    const png = await noisyImage(10, 10);
    await api(stack)
      .post('/api/attachments')
      .set('Cookie', alice.cookie)
      .field('workRecordId', rec.id)
      .attach('file', png, 'a.png')
      .attach('file', png, 'b.png')
      .expect(400);
    await api(stack)
      .post('/api/attachments')
      .set('Cookie', alice.cookie)
      .field('workRecordId', rec.id)
      .attach('picture', png, 'a.png')
      .expect(400);
  });

  it("deletes a session's attachments with the session", async () => {
    const rec = await startSession(stack, alice);
    const res = await upload(alice, rec.id, await noisyImage(30, 30)).expect(201);
    await api(stack).delete(`/api/work-records/${rec.id}`).set('Cookie', alice.cookie).expect(204);
    await api(stack).get(res.body.url).set('Cookie', alice.cookie).expect(404);
    const db = await connectServiceDb(stack, 'diary');
    try {
      const rows = await db.query(
        `SELECT (SELECT count(*)::int FROM attachments WHERE id = $1) AS meta,
                (SELECT count(*)::int FROM attachment_blobs WHERE attachment_id = $1) AS blobs`,
        [res.body.id],
      );
      expect(rows.rows[0]).toEqual({ meta: 0, blobs: 0 });
    } finally {
      await db.end();
    }
  });

  it("deletes a user's attachments with the account", async () => {
    const rec = await startSession(stack, alice);
    const res = await upload(alice, rec.id, await noisyImage(30, 30)).expect(201);
    await api(stack)
      .delete(`/internal/users/${alice.userId}`)
      .set('X-Internal-Token', stack.env.internalToken)
      .expect(204);
    const db = await connectServiceDb(stack, 'diary');
    try {
      const rows = await db.query(
        `SELECT (SELECT count(*)::int FROM attachments WHERE user_id = $1) AS meta,
                (SELECT count(*)::int FROM attachment_blobs WHERE attachment_id = $2) AS blobs`,
        [alice.userId, res.body.id],
      );
      expect(rows.rows[0]).toEqual({ meta: 0, blobs: 0 });
    } finally {
      await db.end();
    }
  });
});
