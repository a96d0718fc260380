// Limits of POST /api/images/analyze-text (contract: at most 5 files of 10 MB, field "image").
import { IMAGE_UPLOAD } from '@diary/contracts';

export const IMAGE_FIELD = IMAGE_UPLOAD.field;
export const MAX_IMAGES = IMAGE_UPLOAD.maxFiles;
export const MAX_IMAGE_BYTES = IMAGE_UPLOAD.maxBytes;

export const MESSAGES = {
  tooLarge: `Each image must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`,
  tooMany: `You can send at most ${MAX_IMAGES} images at a time.`,
  noFiles: `Attach at least one image in the form field named "${IMAGE_FIELD}".`,
  wrongField: `Send the images in the form field named "${IMAGE_FIELD}".`,
  badForm: 'The upload is not valid multipart form data.',
  damaged: (name: string) =>
    `${name.charAt(0).toUpperCase()}${name.slice(1)} could not be read as an image; it may be damaged or incomplete.`,
  tooManyPixels: (name: string, width: number, height: number, maxMegapixels: number) =>
    `${name.charAt(0).toUpperCase()}${name.slice(1)} is ${width}×${height} pixels; images can be at most ${maxMegapixels} megapixels.`,
  busy: 'Your earlier images are still being read. Please try again in a moment.',
  notImage: (name: string) => `Only PNG, JPEG and WebP images can be read, and ${name} is not one of them.`,
} as const;
