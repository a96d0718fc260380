import { CreateDocuments1795387285629 } from './1795387285629-create-documents';

/** Every migration of the search database, in order. */
export const SEARCH_MIGRATIONS = [CreateDocuments1795387285629];
