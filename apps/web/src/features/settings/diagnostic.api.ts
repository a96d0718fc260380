// The AI-service connection test (spec section 4): POST /api/diagnostic/openai (it may bill a paid
// provider, so it is an action, not a read), asked once.
import type { DiagnosticResponse } from '@diary/contracts';
import { api } from '../../app/api';

export const diagnosticApi = api.injectEndpoints({
  endpoints: (build) => ({
    testAiConnection: build.mutation<DiagnosticResponse, void>({
      query: () => ({ url: '/api/diagnostic/openai', method: 'POST', retries: 0 }),
    }),
  }),
});

export const { useTestAiConnectionMutation } = diagnosticApi;
