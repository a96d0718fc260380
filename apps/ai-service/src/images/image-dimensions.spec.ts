import { readImageDimensions } from './image-dimensions';

describe('readImageDimensions', () => {
  it('reads PNG IHDR', () => {
    const b = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(b);
    b.write('IHDR', 12, 'latin1');
    b.writeUInt32BE(30000, 16);
    b.writeUInt32BE(20, 20);
    expect(readImageDimensions(b, 'png')).toEqual({ width: 30000, height: 20 });
    expect(readImageDimensions(b.subarray(0, 20), 'png')).toBeNull();
  });

  it('walks JPEG segments to the frame header, skipping fill bytes and other segments', () => {
    const b = Buffer.from([
      0xff, 0xd8, 0xff, 0xe1, 0, 4, 1, 2, 0xff, 0xff, 0xc4, 0, 3, 9, 0xff, 0xc2, 0, 11, 8, 0x01, 0x2c, 0x02,
      0x58, 1, 0, 0, 0,
    ]);
    expect(readImageDimensions(b, 'jpeg')).toEqual({ width: 600, height: 300 });
    // A scan before any frame, or a broken segment, is unreadable.
    expect(readImageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0]), 'jpeg')).toBeNull();
    expect(readImageDimensions(Buffer.from([0xff, 0xd8, 0x00, 0x00, 0, 2, 0, 0]), 'jpeg')).toBeNull();
  });

  it('reads lossy, lossless and extended WebP', () => {
    const riff = (chunk: string, body: number[]) => {
      const b = Buffer.alloc(40);
      b.write('RIFF', 0, 'latin1');
      b.write(`WEBP${chunk}`, 8, 'latin1');
      Buffer.from(body).copy(b, 20);
      return b;
    };
    // VP8: frame tag, start code 9d 01 2a, 14-bit width and height.
    expect(
      readImageDimensions(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]), 'webp'),
    ).toEqual({
      width: 640,
      height: 480,
    });
    // VP8L: 0x2f then (width-1) and (height-1) in 14 bits each, little-endian.
    const bits = (100 - 1) | ((50 - 1) << 14);
    expect(
      readImageDimensions(riff('VP8L', [0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, 0]), 'webp'),
    ).toEqual({ width: 100, height: 50 });
    const x = riff('VP8X', []);
    x.writeUIntLE(16383, 24, 3);
    x.writeUIntLE(9, 27, 3);
    expect(readImageDimensions(x, 'webp')).toEqual({ width: 16384, height: 10 });
    expect(readImageDimensions(riff('VP8 ', [0, 0, 0, 1, 2, 3]), 'webp')).toBeNull();
  });
});
