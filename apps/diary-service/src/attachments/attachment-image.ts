// What an uploaded file really is (judged by its first bytes, never by its name or declared type),
// its size in pixels, and the small picture lists show. sharp works on libuv's thread pool, so the
// event loop stays free while an image is decoded. sharp (libvips) is loaded on the first image,
// not at boot: most processes never read one, and it costs tens of MB of resident memory.
import type Sharp from 'sharp';
import type { AttachmentContentType } from '@diary/contracts';

let loaded: typeof Sharp | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharpLib = (): typeof Sharp => (loaded ??= require('sharp') as typeof Sharp);

/** Decoding past this many pixels is refused: a small file can unpack into gigabytes. */
export const MAX_PIXELS = 50_000_000;
/** The thumbnail fits in this square (CSS pixels ×2 for sharp screens). */
export const THUMB_EDGE = 320;
export const THUMB_CONTENT_TYPE = 'image/webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function detectContentType(bytes: Uint8Array): AttachmentContentType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 8 && PNG.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif';
  return null;
}

export class UnreadableImage extends Error {}
export class TooManyPixels extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`${width}×${height} pixels`);
  }
}

export interface ReadImage {
  width: number;
  height: number;
  thumb: Buffer;
}

/** Size as shown (EXIF rotation applied) and a WebP thumbnail; throws UnreadableImage or TooManyPixels. */
export async function readImage(bytes: Buffer): Promise<ReadImage> {
  let width: number;
  let height: number;
  try {
    const meta = await sharpLib()(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new UnreadableImage();
    // Orientations 5–8 are stored turned a quarter: the picture people see is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    width = turned ? meta.height : meta.width;
    height = turned ? meta.width : meta.height;
  } catch (err) {
    if (err instanceof UnreadableImage) throw err;
    throw new UnreadableImage();
  }
  if (width * height > MAX_PIXELS) throw new TooManyPixels(width, height);
  try {
    const thumb = await sharpLib()(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { width, height, thumb };
  } catch {
    throw new UnreadableImage();
  }
}
