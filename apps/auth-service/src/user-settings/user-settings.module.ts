import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserSettingsEntity } from './user-settings.entity';
import { UserSettingsService } from './user-settings.service';
import { UserSettingsRepository } from './user-settings.repository';
import { UserSettingsController } from './user-settings.controller';
import { InternalUserSettingsController } from './internal-user-settings.controller';

@Module({
  imports: [TypeOrmModule.forFeature([UserSettingsEntity])],
  controllers: [UserSettingsController, InternalUserSettingsController],
  providers: [UserSettingsService, UserSettingsRepository],
  exports: [UserSettingsService],
})
export class UserSettingsModule {}
