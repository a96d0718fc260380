// Limits and sentences of POST /api/audio/transcribe (contract: "Capture").
import { AUDIO_UPLOAD } from '@diary/contracts';

export const AUDIO_FIELD = AUDIO_UPLOAD.field;
export const MAX_AUDIO_BYTES = AUDIO_UPLOAD.maxBytes;

export const AUDIO_MESSAGES = {
  tooLarge: `A recording must be at most ${MAX_AUDIO_BYTES / (1024 * 1024)} MB.`,
  empty: `Attach a recording in the form field named "${AUDIO_FIELD}".`,
  emptyFile: 'The recording is empty; nothing was heard.',
  wrongField: `Send the recording in the form field named "${AUDIO_FIELD}", one file.`,
  badForm: 'The upload is not valid multipart form data.',
  notAudio:
    'Only WebM, Ogg, WAV, MP3 and M4A recordings can be transcribed, and this file is not one of them.',
  badLanguage: (value: string) =>
    `"${value.slice(0, 40)}" is not a voice input language; use Auto, a language name such as German, or its code such as de.`,
  tooMany: (wait: string) => `Too many recordings at once. Please try again in ${wait}.`,
} as const;
