// Service-to-service routes (never proxied by the gateway; guarded by the x-internal-token header).
// Paths are relative to the owning service's base URL. Every /internal path is here, one constant.

export const INTERNAL = {
  /** any service: readiness (its database and Redis answer) 200 or 503; `/live` the process alone. */
  health: '/internal/health',
  /** any service: the OpenAPI document of its public routes (libs/server-core openapi.ts). */
  openApi: '/internal/openapi.json',
  /** auth: is this session live? 200 {userId} or 404. */
  session: (sid: string) => `/internal/sessions/${encodeURIComponent(sid)}`,
  /** auth: a personal API token's user and scope, by the token's sha256. 200 or 404. */
  apiToken: (hash: string) => `/internal/api-tokens/${encodeURIComponent(hash)}`,
  /** auth: the users who turned the Monday weekly review on. 200 {userIds: string[]}. */
  weeklyReviewUsers: '/internal/users/weekly-review',
  /** auth: the users who post a stand-up or receive a digest. 200 ScheduledSends. */
  scheduledSends: '/internal/users/scheduled-sends',
  /**
   * auth: GET a user's settings (defaults when none saved) → 200 UserSettings; POST a subset
   * (validated as the public route does; an import) → 200 UserSettings.
   */
  userSettings: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/settings`,
  /** auth: 200 {username,email} of a user, or 404. */
  userProfile: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/profile`,
  /** auth: may this user be served (exists, not disabled)? 200 {active: true} or 404. */
  userActive: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/active`,
  /** diary: a user's records of one day, with notes. 200 DayResponse. */
  dayRecords: (userId: string, date: string) =>
    `/internal/users/${encodeURIComponent(userId)}/work-records/day/${encodeURIComponent(date)}`,
  /** diary: one record of a user, with notes. 200 WorkRecord or 404. */
  record: (userId: string, recordId: string) =>
    `/internal/users/${encodeURIComponent(userId)}/work-records/${encodeURIComponent(recordId)}`,
  /** diary: store a record's summary (body Summary). 200 WorkRecord or 404. */
  recordSummary: (userId: string, recordId: string) =>
    `/internal/users/${encodeURIComponent(userId)}/work-records/${encodeURIComponent(recordId)}/summary`,
  /**
   * diary: every searchable document (notes and summaries) as index jobs, in pages, for reindexing.
   * Query: userId (optional: everyone), cursor (from the previous page), limit (≤ 1000).
   * 200 {jobs: SearchIndexJob[], nextCursor: string | null}.
   */
  searchDocuments: '/internal/search-documents',
  /** diary: a user's GET /api/stats for a range (the same query). Query: from, to. 200 StatsResponse. */
  stats: (userId: string, from: string, to: string) =>
    `/internal/users/${encodeURIComponent(userId)}/stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  /** diary: how many work records each user has (counts only, for the admin's user list). 200 {counts: {[userId]: number}}. */
  recordCounts: '/internal/record-counts',
  /**
   * search: a user's matching documents (GET /api/search's answer). Query: q, tag, order
   * (`rank`, default, or `newest`). 200 SearchResult[].
   */
  userSearch: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/search`,
  /** ai: phrase an "ask your diary" answer from facts. Body AskPhraseRequest → 200 AskPhraseResponse ({answer: null} without a model). */
  askPhrase: '/internal/ask/phrase',
  /** ai: GET a page of a user's reports (?after=yyyy-MM-dd&limit=) → {reports,nextAfter}. */
  reports: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/reports`,
  /** ai: POST {reports:[ExportedReport]} → {added}: adds those of days without a report. */
  importReports: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/reports/import`,
  /** ai: GET a page of a user's completed weekly reviews (?after=yyyy-MM-dd&limit=) → {reviews,nextAfter}. */
  weeklyReviews: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/weekly-reviews`,
  /** any service: DELETE every row of the user (and its queued jobs) → 204; 409 while a job still runs. */
  deleteUser: (userId: string) => `/internal/users/${encodeURIComponent(userId)}`,
} as const;
