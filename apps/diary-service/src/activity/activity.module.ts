import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ConnectionsModule } from '../connections/connections.module';
import { ProjectsModule } from '../projects/projects.module';
import { RepositoriesModule } from '../repositories.module';
import { WorkNotesModule } from '../work-notes/work-notes.module';
import { WorkRecordsModule } from '../work-records/work-records.module';
import { ActivityAdditionsRepository } from './activity-additions.repository';
import { ActivityAdditionsService } from './activity-additions.service';
import { ActivityCacheRepository } from './activity-cache.repository';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';

/** A day's activity from the user's connections, and adding an item of it to the diary (issue 51). */
@Module({
  imports: [
    ClientsModule,
    ConnectionsModule,
    ProjectsModule,
    RepositoriesModule,
    WorkNotesModule,
    WorkRecordsModule,
  ],
  controllers: [ActivityController],
  providers: [
    ActivityService,
    ActivityAdditionsService,
    ActivityCacheRepository,
    ActivityAdditionsRepository,
  ],
})
export class ActivityModule {}
