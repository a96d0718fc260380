import { DynamicModule, Module } from '@nestjs/common';
import { ConfigOverrides, CoreModule, databaseModule } from '@diary/server-core';
import { SessionAuthModule } from '@diary/server-auth';
import { configSchema } from './config';
import { DailyReportEntity } from './reports/daily-report.entity';
import { CreateDailyReports1795387598471 } from './migrations/1795387598471-CreateDailyReports';
import { SummariesModule } from './summaries/summaries.module';
import { ReportsModule } from './reports/reports.module';
import { ImagesModule } from './images/images.module';
import { DiagnosticModule } from './diagnostic/diagnostic.module';
import { PeriodReviewsModule } from './write-ups/period-reviews.module';
import { StandupModule } from './standup/standup.module';
import { CreateStandupSends1796100000002 } from './migrations/1796100000002-CreateStandupSends';
import { CreateWeeklyReports1795500000003 } from './migrations/1795500000003-CreateWeeklyReports';
import { ReportSectionsAndTags1795700200002 } from './migrations/1795700200002-ReportSectionsAndTags';
import { ReportEdits1796121000000 } from './migrations/1796121000000-ReportEdits';
import { PeriodReviews1796300000000 } from './migrations/1796300000000-PeriodReviews';
import { UserDataModule } from './user-data/user-data.module';
import { AudioModule } from './audio/audio.module';
import { AskModule } from './ask/ask.module';

@Module({})
export class AppModule {
  /** Built at call time, with the settings a caller (a test) gives over the environment's. */
  static register(config: ConfigOverrides<typeof configSchema> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forService('ai-service', configSchema, config),
        databaseModule({
          service: 'ai',
          entities: [DailyReportEntity],
          migrations: [
            CreateDailyReports1795387598471,
            CreateWeeklyReports1795500000003,
            ReportSectionsAndTags1795700200002,
            CreateStandupSends1796100000002,
            ReportEdits1796121000000,
            PeriodReviews1796300000000,
          ],
        }),
        SessionAuthModule,
        SummariesModule,
        ReportsModule,
        ImagesModule,
        DiagnosticModule,
        PeriodReviewsModule,
        StandupModule,
        UserDataModule,
        AudioModule,
        AskModule,
      ],
    };
  }
}
