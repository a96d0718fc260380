// The S3 store against a fake S3-compatible server started here (path-style, as MinIO serves):
// objects land under the documented keys, come back byte for byte, and go on delete.
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DiaryConfig } from '../config';
import { S3AttachmentStore } from './s3-attachment.store';

const userId = '2f1b8a52-7c4e-4f0e-9a43-0c7d1f2a9b10';
const other = '3f1b8a52-7c4e-4f0e-9a43-0c7d1f2a9b10';
const id = '9e0f5c2d-1a3b-4c5d-8e7f-0a1b2c3d4e5f';

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** Just enough of S3 for the store: PutObject, GetObject, ListObjectsV2, DeleteObjects. */
function fakeS3(objects: Map<string, Buffer>): Server {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const data = await body(req);
    if (bucket !== 'diary') {
      res.writeHead(404).end();
    } else if (req.method === 'PUT') {
      objects.set(key, data);
      res.writeHead(200, { ETag: '"x"' }).end();
    } else if (req.method === 'GET' && key) {
      const found = objects.get(key);
      if (!found) {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>');
      } else res.writeHead(200, { 'Content-Length': String(found.length) }).end(found);
    } else if (req.method === 'GET') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
      res
        .writeHead(200, { 'Content-Type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><ListBucketResult><Name>diary</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key><Size>1</Size></Contents>`).join('')}</ListBucketResult>`,
        );
    } else if (req.method === 'POST' && url.searchParams.has('delete')) {
      for (const m of data.toString('utf8').matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(m[1]);
      res.writeHead(200, { 'Content-Type': 'application/xml' }).end('<?xml version="1.0"?><DeleteResult/>');
    } else res.writeHead(400).end();
  });
}

describe('S3AttachmentStore against an S3-compatible server', () => {
  const objects = new Map<string, Buffer>();
  let server: Server;
  let store: S3AttachmentStore;

  beforeAll(async () => {
    server = fakeS3(objects);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    store = new S3AttachmentStore({
      S3_BUCKET: 'diary',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PREFIX: 'attachments/',
      S3_FORCE_PATH_STYLE: true,
    } as DiaryConfig);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('writes both variants under the documented keys and reads them back byte for byte', async () => {
    const original = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const thumb = Buffer.from('RIFF....WEBP');
    await store.put(
      null as never,
      { userId, id },
      { original, originalType: 'image/png', thumb, thumbType: 'image/webp' },
    );
    expect([...objects.keys()].sort()).toEqual([
      `attachments/${userId}/${id}/original`,
      `attachments/${userId}/${id}/thumb`,
    ]);
    expect(Buffer.compare((await store.get({ userId, id }, 'original'))!, original)).toBe(0);
    expect(Buffer.compare((await store.get({ userId, id }, 'thumb'))!, thumb)).toBe(0);
  });

  it('answers null for a missing object', async () => {
    expect(await store.get({ userId, id: '0e0f5c2d-1a3b-4c5d-8e7f-0a1b2c3d4e5f' }, 'original')).toBeNull();
  });

  it("removes an attachment's objects, and everything of a deleted account but nobody else's", async () => {
    const file = {
      original: Buffer.from('a'),
      originalType: 'image/png',
      thumb: Buffer.from('b'),
      thumbType: 'image/webp',
    };
    await store.put(null as never, { userId, id }, file);
    await store.remove([{ userId, id }]);
    expect([...objects.keys()]).toEqual([]);
    await store.put(null as never, { userId, id }, file);
    await store.put(null as never, { userId: other, id }, file);
    await store.removeUser(userId);
    expect([...objects.keys()].sort()).toEqual([
      `attachments/${other}/${id}/original`,
      `attachments/${other}/${id}/thumb`,
    ]);
  });
});
