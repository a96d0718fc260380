import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONFIG } from '@diary/server-core';
import type { DiaryConfig } from '../config';
import { ATTACHMENT_STORE } from './attachment-store';
import { AttachmentsController } from './attachments.controller';
import { AttachmentsRepository } from './attachments.repository';
import { AttachmentsService } from './attachments.service';
import { PostgresAttachmentStore } from './postgres-attachment.store';
import { S3AttachmentStore } from './s3-attachment.store';

/** Images kept beside a session's notes; the store (Postgres or S3) is chosen by ATTACHMENT_STORE. */
@Module({
  controllers: [AttachmentsController],
  providers: [
    AttachmentsRepository,
    AttachmentsService,
    {
      provide: ATTACHMENT_STORE,
      inject: [CONFIG, DataSource],
      useFactory: (config: DiaryConfig, dataSource: DataSource) =>
        config.ATTACHMENT_STORE === 's3'
          ? new S3AttachmentStore(config)
          : new PostgresAttachmentStore(dataSource),
    },
  ],
  exports: [AttachmentsRepository, AttachmentsService, ATTACHMENT_STORE],
})
export class AttachmentsModule {}
