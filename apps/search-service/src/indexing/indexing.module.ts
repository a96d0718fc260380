import { Module } from '@nestjs/common';
import { IndexWriter } from './index-writer.service';
import { IndexWorker } from './index.worker';
import { DocumentsRepository } from './documents.repository';

/** Writes to the index; the worker that feeds it from the queue is opt-in (the reindex CLI needs none). */
@Module({ providers: [IndexWriter, DocumentsRepository], exports: [IndexWriter, DocumentsRepository] })
export class IndexWriterModule {}

@Module({ imports: [IndexWriterModule], providers: [IndexWorker] })
export class IndexingModule {}
