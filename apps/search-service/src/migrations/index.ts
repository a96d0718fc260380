import { CreateDocuments1795387285629 } from './1795387285629-create-documents';
import { PerUserLexemeIndex1795389693674 } from './1795389693674-per-user-lexeme-index';
import { RecordTags1795500000001 } from './1795500000001-record-tags';
import { BoundedTypoIndex1795700300000 } from './1795700300000-bounded-typo-index';
import { NewestDocumentsIndex1795960000001 } from './1795960000001-newest-documents-index';
import { DocumentsByUserPartitions1796100000000 } from './1796100000000-documents-by-user-partitions';

/** Every migration of the search database, in order. */
export const SEARCH_MIGRATIONS = [
  CreateDocuments1795387285629,
  PerUserLexemeIndex1795389693674,
  RecordTags1795500000001,
  BoundedTypoIndex1795700300000,
  NewestDocumentsIndex1795960000001,
  DocumentsByUserPartitions1796100000000,
];
