// Reads the multipart recording into memory with its size limit, and turns every upload problem
// into a readable 4xx: too large → 413, a wrong field, a second file or a broken form → 400.
import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { formFieldsRefusal, multipartLimits } from '@diary/server-core';
import { mappedUploadInterceptor } from '../uploads/upload-interceptor';
import { AUDIO_FIELD, AUDIO_MESSAGES, MAX_AUDIO_BYTES } from './audio-limits';

// Memory storage (no `dest`); a file over the size limit stops the upload at once.
const MulterInterceptor = FileInterceptor(AUDIO_FIELD, {
  limits: multipartLimits({ fileSize: MAX_AUDIO_BYTES, files: 1 }),
});

function uploadError(err: unknown): HttpException {
  const fields = formFieldsRefusal(err);
  if (fields) return fields;
  if (err instanceof PayloadTooLargeException) return new PayloadTooLargeException(AUDIO_MESSAGES.tooLarge);
  const message = err instanceof HttpException ? err.message : '';
  if (/unexpected (file )?field|too many files/i.test(message))
    return new BadRequestException(AUDIO_MESSAGES.wrongField);
  return new BadRequestException(AUDIO_MESSAGES.badForm);
}

export const AudioUploadInterceptor = mappedUploadInterceptor(MulterInterceptor, uploadError);
