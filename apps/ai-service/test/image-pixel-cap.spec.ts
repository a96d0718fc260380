// An image's pixel count is judged from its header before anything is decoded: a 109 KB 1-bit
// PNG that says 30000×30000 used to take 17 s of OCR and 700 MB of memory; now it is refused at once.
import { deflateSync } from 'node:zlib';
import request from 'supertest';
import { useTestSession, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A real, valid, all-black 1-bit greyscale PNG of the given size (tiny once compressed). */
function blackPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8); // filter byte + packed pixels, all 0
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** JPEG and WebP headers that state a size (enough for the check; they would not decode). */
function jpegHeader(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3]);
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0'), Buffer.alloc(9)]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(15), Buffer.from([0xff, 0xd9])]);
}

function webpVp8xHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(32, 4);
  b.write('WEBPVP8X', 8, 'latin1');
  b.writeUInt32LE(10, 16);
  b.writeUIntLE(width - 1, 24, 3);
  b.writeUIntLE(height - 1, 27, 3);
  return b;
}

describe('image pixel cap', () => {
  const stack = useTestStack({ ai: createApp });
  const user = useTestSession(stack, 'all');
  let huge: Buffer;
  const upload = () => request(stack.urls.ai).post('/api/images/analyze-text').set('Cookie', user.cookie);

  beforeAll(async () => {
    huge = blackPng(30000, 30000);
  }, 60000);

  it('answers a 30000×30000 PNG with 413 without decoding it, and memory stays flat', async () => {
    expect(huge.length).toBeLessThan(200 * 1024);
    global.gc?.();
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const res = await upload().attach('image', huge, 'huge.png').expect(413);
    const took = Date.now() - started;
    const grew = process.memoryUsage().rss - before;
    expect(res.body.message).toBe('"huge.png" is 30000×30000 pixels; images can be at most 25 megapixels.');
    // Decoding 900 megapixels would take minutes and gigabytes; reading the header takes
    // milliseconds. 5 s leaves room for a loaded CI machine (1.6 s seen beside other suites).
    expect(took).toBeLessThan(5000);
    expect(grew).toBeLessThan(64 * 1024 * 1024);
  }, 30000);

  it('refuses JPEG and WebP over the cap the same way, and a small image of the same kind passes the check', async () => {
    const jpeg = await upload().attach('image', jpegHeader(65000, 65000), 'big.jpg').expect(413);
    expect(jpeg.body.message).toBe('"big.jpg" is 65000×65000 pixels; images can be at most 25 megapixels.');
    const webp = await upload().attach('image', webpVp8xHeader(6000, 5000), 'big.webp').expect(413);
    expect(webp.body.message).toBe('"big.webp" is 6000×5000 pixels; images can be at most 25 megapixels.');
    // Exactly 25 megapixels is allowed (here the header is right and the body is not: 415, not 413).
    await upload().attach('image', webpVp8xHeader(5000, 5000), 'edge.webp').expect(415);
  }, 30000);

  it('refuses the whole request when any one of its images is over the cap, before reading the others', async () => {
    const small = blackPng(40, 20);
    const started = Date.now();
    await upload().attach('image', small, 'a.png').attach('image', huge, 'b.png').expect(413);
    expect(Date.now() - started).toBeLessThan(1000);
  }, 30000);
});
