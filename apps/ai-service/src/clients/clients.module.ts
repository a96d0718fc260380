import { Module } from '@nestjs/common';
import { DiaryClient } from './diary.client';
import { SettingsClient } from './settings.client';

@Module({ providers: [DiaryClient, SettingsClient], exports: [DiaryClient, SettingsClient] })
export class ClientsModule {}
