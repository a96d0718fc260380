// Sends a recording to POST /api/audio/transcribe (multipart `audio` and `language`), once: a
// retry could bill the transcription twice.
import { AUDIO_UPLOAD, type TranscriptionResponse } from '@diary/contracts';
import { api } from '../../../lib/api';

export const dictationApi = api.injectEndpoints({
  endpoints: (build) => ({
    transcribeAudio: build.mutation<TranscriptionResponse, { audio: Blob; language: string | undefined }>({
      query: ({ audio, language }) => {
        const form = new FormData();
        const extension = audio.type.includes('ogg') ? 'ogg' : audio.type.includes('mp4') ? 'm4a' : 'webm';
        form.append(AUDIO_UPLOAD.field, audio, `dictation.${extension}`);
        if (language) form.append('language', language);
        return { url: '/api/audio/transcribe', method: 'POST', body: form, retries: 0 };
      },
    }),
  }),
});

export const { useTranscribeAudioMutation } = dictationApi;
