// Width and height of a PNG, JPEG or WebP from its header, without decoding a pixel: the OCR
// refuses images over its pixel cap before they are ever decompressed (a 109 KB 1-bit PNG can say
// 30000×30000, 900 million pixels, and took the ai service from 280 MB to 1 GB to decode).
import type { ImageType } from './image-type';

export interface ImageDimensions {
  width: number;
  height: number;
}

/** The image's size as its header states it, or null when the header cannot be read. */
export function readImageDimensions(bytes: Buffer, type: ImageType): ImageDimensions | null {
  const size = type === 'png' ? png(bytes) : type === 'jpeg' ? jpeg(bytes) : webp(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/** PNG: the first chunk is IHDR, big-endian width then height (also the canvas of an APNG). */
function png(b: Buffer): ImageDimensions | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** JPEG: walk the marker segments to the first start-of-frame (SOF0…SOF15 but DHT, JPG, DAC). */
function jpeg(b: Buffer): ImageDimensions | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Markers without a length: TEM, RST0-7, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan before any frame
    const length = b.readUInt16BE(i + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (i + 9 > b.length) return null;
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X, whose canvas size counts). */
function webp(b: Buffer): ImageDimensions | null {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}
