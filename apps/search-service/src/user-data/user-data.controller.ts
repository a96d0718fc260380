// DELETE /internal/users/:userId (auth's user.deleted event): the user's index rows and waiting index
// jobs go; 409 while one of the user's jobs is still being applied, so the event is retried.
import {
  ConflictException,
  Controller,
  Delete,
  HttpCode,
  Inject,
  NotFoundException,
  OnApplicationShutdown,
  Param,
  UseGuards,
} from '@nestjs/common';
import { setTimeout as delay } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { isUUID } from 'class-validator';
import { QUEUES } from '@diary/contracts/server';
import { InternalGuard } from '@diary/server-auth';
import { bullConnection, CONFIG, removeUserJobs } from '@diary/server-core';
import type { SearchConfig } from '../config';
import { UserDataRepository } from './user-data.repository';

@Controller('internal/users')
@UseGuards(InternalGuard)
export class UserDataController implements OnApplicationShutdown {
  private readonly queue: Queue;

  constructor(
    private readonly data: UserDataRepository,
    @Inject(CONFIG) config: SearchConfig,
  ) {
    this.queue = new Queue(QUEUES.searchIndex, bullConnection(config));
  }

  async onApplicationShutdown(): Promise<void> {
    // Connecting may finish first (2 s at most): see IndexWorker.onModuleDestroy.
    await Promise.race([this.queue.waitUntilReady(), delay(2000, undefined, { ref: false })]).catch(
      () => undefined,
    );
    await this.queue.close();
  }

  @Delete(':userId')
  @HttpCode(204)
  async deleteUser(@Param('userId') userId: string): Promise<void> {
    if (!isUUID(userId)) throw new NotFoundException('There is no such user.');
    const id = userId.toLowerCase();
    const { running } = await removeUserJobs(this.queue, id);
    await this.data.deleteUser(id);
    if (running > 0)
      throw new ConflictException('An index job of this user is still running; ask again shortly.');
  }
}
