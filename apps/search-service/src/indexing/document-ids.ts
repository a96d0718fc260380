// Ids of the index's documents. Index jobs are checked with SearchIndexJob (@diary/contracts/server),
// the schema the diary's jobs are typed with.
export const noteDocumentId = (noteId: string) => `note:${noteId}`;
export const summaryDocumentId = (recordId: string) => `summary:${recordId}`;
