// An uploaded image's size in pixels, and the small picture lists show (its type is judged by
// its first bytes in the shared signature table, imageKind). sharp works on libuv's thread pool, so the
// event loop stays free while an image is decoded. sharp (libvips) is loaded on the first image,
// not at boot: most processes never read one, and it costs tens of MB of resident memory.
import type Sharp from 'sharp';

let loaded: typeof Sharp | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharpLib = (): typeof Sharp => (loaded ??= require('sharp') as typeof Sharp);

/** Decoding past this many pixels is refused: a small file can unpack into gigabytes. */
export const MAX_PIXELS = 50_000_000;
/** The thumbnail fits in this square (CSS pixels ×2 for sharp screens). */
export const THUMB_EDGE = 320;
export const THUMB_CONTENT_TYPE = 'image/webp';

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
