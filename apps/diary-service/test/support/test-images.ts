// Real images for attachment tests (and a reader of binary answers), made with sharp: random noise so that they do not compress
// (their size in bytes is predictable) and a seed-free variety of formats.
import sharp from 'sharp';
import type request from 'supertest';

export async function noisyImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  });
  return image.toFormat(format).toBuffer();
}

/** supertest parser that keeps the body as a Buffer. */
export function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
