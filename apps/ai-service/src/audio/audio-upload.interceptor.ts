// Reads the multipart recording into memory with its size limit, and turns every upload problem
// into a readable 4xx: too large → 413, a wrong field, a second file or a broken form → 400.
import { FileInterceptor } from '@nestjs/platform-express';
import { multipartLimits, uploadInterceptor } from '@diary/server-core';
import { AUDIO_FIELD, AUDIO_MESSAGES, MAX_AUDIO_BYTES } from './audio-limits';

// Memory storage (no `dest`); a file over the size limit stops the upload at once.
const MulterInterceptor = FileInterceptor(AUDIO_FIELD, {
  limits: multipartLimits({ fileSize: MAX_AUDIO_BYTES, files: 1 }),
});

export const AudioUploadInterceptor = uploadInterceptor(MulterInterceptor, AUDIO_MESSAGES);
