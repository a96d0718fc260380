// Reads the multipart upload into memory with the limits, and turns every upload problem into a
// readable 4xx: too large or too many → 413, a wrong field or a broken form → 400 (never a 500).
import { HttpStatus } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { multipartLimits, uploadInterceptor, UploadRefusal } from '@diary/server-core';
import { IMAGE_FIELD, MAX_IMAGES, MAX_IMAGE_BYTES, MESSAGES } from './upload-limits';

const counted = new WeakMap<Request, number>();

class TooManyImages extends UploadRefusal {
  constructor() {
    super(MESSAGES.tooMany, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

// Memory storage (no `dest`); a file over the size limit stops the upload at once.
const MulterInterceptor = FilesInterceptor(IMAGE_FIELD, undefined, {
  limits: multipartLimits({ fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES + 1 }),
  fileFilter: (req: Request, _file: unknown, accept: (error: Error | null, keep: boolean) => void) => {
    const n = (counted.get(req) ?? 0) + 1;
    counted.set(req, n);
    if (n > MAX_IMAGES) accept(new TooManyImages(), false);
    else accept(null, true);
  },
});

export const ImageUploadInterceptor = uploadInterceptor(MulterInterceptor, MESSAGES);
