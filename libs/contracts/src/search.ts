export type SearchResultType = 'note' | 'summary';

export interface SearchResult {
  id: string;
  type: SearchResultType;
  date: string;
  subject?: string;
  content: string;
  snippet: string;
}

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_RESULTS = 50;
