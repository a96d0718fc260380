import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@diary/contracts/server';
import { bullConnection, CONFIG, type BaseConfig } from '@diary/server-core';
import { IndexWriter } from './index-writer.service';
import { IndexWorker } from './index.worker';
import { DocumentsRepository } from './documents.repository';

/** Writes to the index; the worker that feeds it from the queue is opt-in (the reindex CLI needs none). */
@Module({ providers: [IndexWriter, DocumentsRepository], exports: [IndexWriter, DocumentsRepository] })
export class IndexWriterModule {}

@Module({
  imports: [
    IndexWriterModule,
    BullModule.forRootAsync({ inject: [CONFIG], useFactory: (config: BaseConfig) => bullConnection(config) }),
    // Registering the queue is what brings BullModule's explorer, which makes IndexWorker's worker.
    BullModule.registerQueue({ name: QUEUES.searchIndex }),
  ],
  providers: [IndexWorker],
})
export class IndexingModule {}
