import { DynamicModule, Module } from '@nestjs/common';
import { ConfigOverrides, CoreModule, databaseModule } from '@diary/server-core';
import { SessionAuthModule } from '@diary/server-auth';
import { configSchema } from './config';
import { WorkRecordEntity } from './work-records/work-record.entity';
import { WorkNoteEntity } from './work-notes/work-note.entity';
import { DraftNoteEntity } from './draft-notes/draft-note.entity';
import { OutboxEventEntity } from './outbox/outbox-event.entity';
import { CreateDiaryTables1795387268857 } from './migrations/1795387268857-CreateDiaryTables';
import { WorkNoteClientId1795400000000 } from './migrations/1795400000000-WorkNoteClientId';
import { AddRecordTags1795500000000 } from './migrations/1795500000000-AddRecordTags';
import { SummaryStructureAndRequests1795700200001 } from './migrations/1795700200001-SummaryStructureAndRequests';
import { OutboxModule } from './outbox/outbox.module';
import { WorkRecordsModule } from './work-records/work-records.module';
import { WorkNotesModule } from './work-notes/work-notes.module';
import { DraftNotesModule } from './draft-notes/draft-notes.module';
import { CalendarModule } from './calendar/calendar.module';
import { InternalModule } from './internal/internal.module';
import { ExportModule } from './export/export.module';
import { ImportModule } from './import/import.module';
import { CalendarFeedModule } from './calendar-feed/calendar-feed.module';
import { AccountDataModule } from './account-data/account-data.module';
import { CreateCalendarFeeds1795461179824 } from './migrations/1795461179824-CreateCalendarFeeds';
import { StatsModule } from './stats/stats.module';
import { SummaryStaleAndNoteEdits1795700500000 } from './migrations/1795700500000-SummaryStaleAndNoteEdits';
import { AttachmentsModule } from './attachments/attachments.module';
import { AskModule } from './ask/ask.module';
import { CreateAttachments1795700600000 } from './migrations/1795700600000-CreateAttachments';
import { CreateProjects1795880000000 } from './migrations/1795880000000-CreateProjects';
import { TagUsage1795960000000 } from './migrations/1795960000000-TagUsage';
import { OutboxByUser1796000141000 } from './migrations/1796000141000-OutboxByUser';
import { RecordDescription1796100000001 } from './migrations/1796100000001-RecordDescription';
import { Trash1796200000001 } from './migrations/1796200000001-Trash';
import { SealedNotes1796300000000 } from './migrations/1796300000000-SealedNotes';
import { ProjectsModule } from './projects/projects.module';
import { TimesheetModule } from './timesheet/timesheet.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { CreateWebhooks1796100000000 } from './migrations/1796100000000-CreateWebhooks';
import { CreateConnections1796100500000 } from './migrations/1796100500000-CreateConnections';
import { ConnectionsModule } from './connections/connections.module';
import { ActivityModule } from './activity/activity.module';
import { NoteRevisions1796200000000 } from './migrations/1796200000000-NoteRevisions';
import { RetentionModule } from './retention/retention.module';
import { TrashModule } from './trash/trash.module';

@Module({})
export class AppModule {
  /** Built at call time, with the settings a caller (a test) gives over the environment's. */
  static register(config: ConfigOverrides<typeof configSchema> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forService('diary-service', configSchema, config),
        databaseModule({
          service: 'diary',
          entities: [WorkRecordEntity, WorkNoteEntity, DraftNoteEntity, OutboxEventEntity],
          migrations: [
            CreateDiaryTables1795387268857,
            WorkNoteClientId1795400000000,
            CreateCalendarFeeds1795461179824,
            AddRecordTags1795500000000,
            SummaryStructureAndRequests1795700200001,
            SummaryStaleAndNoteEdits1795700500000,
            CreateAttachments1795700600000,
            CreateProjects1795880000000,
            TagUsage1795960000000,
            OutboxByUser1796000141000,
            CreateWebhooks1796100000000,
            RecordDescription1796100000001,
            CreateConnections1796100500000,
            NoteRevisions1796200000000,
            Trash1796200000001,
            SealedNotes1796300000000,
          ],
        }),
        SessionAuthModule,
        OutboxModule,
        WorkRecordsModule,
        WorkNotesModule,
        DraftNotesModule,
        CalendarModule,
        InternalModule,
        ExportModule,
        ImportModule,
        CalendarFeedModule,
        AccountDataModule,
        StatsModule,
        AttachmentsModule,
        AskModule,
        ProjectsModule,
        TimesheetModule,
        WebhooksModule,
        ConnectionsModule,
        ActivityModule,
        TrashModule,
        RetentionModule,
      ],
    };
  }
}
