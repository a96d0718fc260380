// Request bodies of the search service's routes.

/** POST /internal/reindex: rebuilds one user's index, or everyone's when userId is absent. */
export interface ReindexRequest {
  userId?: string;
}
