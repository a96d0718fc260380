// The images text can be read from, judged by their first bytes (the shared signature table).
import { imageKind } from '@diary/server-core';

export type ImageType = 'png' | 'jpeg' | 'webp';

const READABLE: Partial<Record<NonNullable<ReturnType<typeof imageKind>>, ImageType>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

export function detectImageType(bytes: Uint8Array): ImageType | null {
  const kind = imageKind(bytes);
  return kind ? (READABLE[kind] ?? null) : null;
}
