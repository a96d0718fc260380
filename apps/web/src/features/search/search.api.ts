// GET /api/search?q= with a 5-minute cache per term (spec section 7). A blank or too-short term
// answers [] without a server call.
import { SEARCH_MIN_LENGTH, SearchResult } from '@diary/contracts';
import { api, ApiError } from '../../app/api';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResult[], string>({
      queryFn: async (term, _api, _opts, baseQuery) => {
        const q = term.trim();
        if (q.length < SEARCH_MIN_LENGTH) return { data: [] };
        const res = await baseQuery(`/api/search?q=${encodeURIComponent(q)}`);
        if (res.error) return { error: res.error as ApiError };
        return { data: Array.isArray(res.data) ? (res.data as SearchResult[]) : [] };
      },
      keepUnusedDataFor: 300,
      providesTags: ['Search'],
    }),
  }),
});

export const { useSearchQuery } = searchApi;
