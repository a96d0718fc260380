// The AI-service connection test (spec section 4): GET /api/diagnostic/openai, asked once.
import type { DiagnosticResponse } from '@diary/contracts';
import { api } from '../../app/api';

export const diagnosticApi = api.injectEndpoints({
  endpoints: (build) => ({
    testAiConnection: build.mutation<DiagnosticResponse, void>({
      query: () => ({ url: '/api/diagnostic/openai', method: 'GET', retries: 0 }),
    }),
  }),
});

export const { useTestAiConnectionMutation } = diagnosticApi;
