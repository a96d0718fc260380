// Limits of POST /api/images/analyze-text (contract: at most 5 files of 10 MB, field "image").
export const IMAGE_FIELD = 'image';
export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const MESSAGES = {
  tooLarge: 'Each image must be at most 10 MB.',
  tooMany: `You can send at most ${MAX_IMAGES} images at a time.`,
  noFiles: `Attach at least one image in the form field named "${IMAGE_FIELD}".`,
  wrongField: `Send the images in the form field named "${IMAGE_FIELD}".`,
  badForm: 'The upload is not valid multipart form data.',
  notImage: (name: string) => `Only PNG, JPEG and WebP images can be read, and ${name} is not one of them.`,
} as const;
