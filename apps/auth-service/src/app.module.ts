import { DynamicModule, Module } from '@nestjs/common';
import { ConfigOverrides, CoreModule, databaseModule } from '@diary/server-core';
import { SessionAuthModule } from '@diary/server-auth';
import { configSchema } from './config';
import { UserEntity } from './users/user.entity';
import { SessionEntity } from './sessions/session.entity';
import { UserSettingsEntity } from './user-settings/user-settings.entity';
import { CreateAuthTables1795387245490 } from './migrations/1795387245490-CreateAuthTables';
import { AddColorMode1795460082651 } from './migrations/1795460082651-AddColorMode';
import { AddWeeklyReview1795500000002 } from './migrations/1795500000002-AddWeeklyReview';
import { AccountSecurity1795460208626 } from './migrations/1795460208626-AccountSecurity';
import { RecoveryCodeEntity } from './two-factor/recovery-code.entity';
import { ApiTokenEntity } from './api-tokens/api-token.entity';
import { ApiTokensModule } from './api-tokens/api-tokens.module';
import { AuthModule } from './auth/auth.module';
import { SessionsModule } from './sessions/sessions.module';
import { UserSettingsModule } from './user-settings/user-settings.module';
import { AccountModule } from './account/account.module';
import { CreateUserDeletions1795461179823 } from './migrations/1795461179823-CreateUserDeletions';
import { TeamAdministration1795600000000 } from './migrations/1795600000000-TeamAdministration';
import { AddTimeZoneAndAutoSummarize1795700200000 } from './migrations/1795700200000-AddTimeZoneAndAutoSummarize';
import { AdminModule } from './admin/admin.module';
import { OidcIdentities1795700800000 } from './migrations/1795700800000-OidcIdentities';
import { StandupPostAndEmailDigest1796100000001 } from './migrations/1796100000001-StandupPostAndEmailDigest';
import { OidcModule } from './oidc/oidc.module';
import { LanguageAndFormats1796200000000 } from './migrations/1796200000000-LanguageAndFormats';
import { BillingSettings1796100000000 } from './migrations/1796100000000-BillingSettings';

@Module({})
export class AppModule {
  /** Built at call time, with the settings a caller (a test) gives over the environment's. */
  static register(config: ConfigOverrides<typeof configSchema> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forService('auth-service', configSchema, config),
        databaseModule({
          service: 'auth',
          entities: [UserEntity, SessionEntity, UserSettingsEntity, RecoveryCodeEntity, ApiTokenEntity],
          migrations: [
            CreateAuthTables1795387245490,
            AddColorMode1795460082651,
            AccountSecurity1795460208626,
            CreateUserDeletions1795461179823,
            AddWeeklyReview1795500000002,
            TeamAdministration1795600000000,
            AddTimeZoneAndAutoSummarize1795700200000,
            OidcIdentities1795700800000,
            BillingSettings1796100000000,
            StandupPostAndEmailDigest1796100000001,
            LanguageAndFormats1796200000000,
          ],
        }),
        SessionAuthModule,
        AuthModule,
        SessionsModule,
        UserSettingsModule,
        ApiTokensModule,
        AccountModule,
        AdminModule,
        OidcModule,
      ],
    };
  }
}
