import 'reflect-metadata';
import { runService } from '@diary/server-core';
import { createApp } from './app';

void runService('diary', createApp);
