// POST /api/ask: a question about the diary, answered with figures and citations (contract,
// "Ask your diary"). A mutation: each question is asked once, its answer kept by the box.
import type { AskRequest, AskResponse } from '@diary/contracts';
import { api } from '../../lib/api';

export const askApi = api.injectEndpoints({
  endpoints: (build) => ({
    ask: build.mutation<AskResponse, AskRequest>({
      query: (body) => ({ url: '/api/ask', method: 'POST', body, retries: 1 }),
    }),
  }),
});

export const { useAskMutation } = askApi;
