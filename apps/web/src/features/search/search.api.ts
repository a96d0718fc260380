// GET /api/search?q=&tag= with a 5-minute cache per term and tag. A blank or too-short term
// without a tag answers [] without a server call; a tag alone lists its sessions' documents.
import { SEARCH_MIN_LENGTH, SearchResult } from '@diary/contracts';
import { api, ApiError } from '../../lib/api';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResult[], { term: string; tag: string | null }>({
      queryFn: async ({ term, tag }, _api, _opts, baseQuery) => {
        const q = term.trim();
        if (q.length < SEARCH_MIN_LENGTH && !tag) return { data: [] };
        const params = new URLSearchParams();
        if (q.length >= SEARCH_MIN_LENGTH) params.set('q', q);
        if (tag) params.set('tag', tag);
        const res = await baseQuery(`/api/search?${params.toString()}`);
        if (res.error) return { error: res.error as ApiError };
        return { data: Array.isArray(res.data) ? (res.data as SearchResult[]) : [] };
      },
      keepUnusedDataFor: 300,
      providesTags: ['Search'],
    }),
  }),
});

export const { useSearchQuery } = searchApi;
