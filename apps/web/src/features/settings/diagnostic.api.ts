// The AI-service connection test: POST /api/diagnostic/openai (it may bill a paid
// provider, so the app sends it as an action, not a read), asked once; and which engines turn voice
// and images into text and what the summary engine honours (GET /api/diagnostic/capture, read from
// the server's configuration, nothing called).
import type { CaptureEngines, DiagnosticResponse } from '@diary/contracts';
import { api } from '../../app/api';

export const diagnosticApi = api.injectEndpoints({
  endpoints: (build) => ({
    testAiConnection: build.mutation<DiagnosticResponse, void>({
      query: () => ({ url: '/api/diagnostic/openai', method: 'POST', retries: 0 }),
    }),
    getCaptureEngines: build.query<CaptureEngines, void>({
      query: () => '/api/diagnostic/capture',
    }),
  }),
});

export const { useTestAiConnectionMutation, useGetCaptureEnginesQuery } = diagnosticApi;
