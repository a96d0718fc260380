import { CreateDocuments1795387285629 } from './1795387285629-create-documents';
import { PerUserLexemeIndex1795389693674 } from './1795389693674-per-user-lexeme-index';

/** Every migration of the search database, in order. */
export const SEARCH_MIGRATIONS = [CreateDocuments1795387285629, PerUserLexemeIndex1795389693674];
