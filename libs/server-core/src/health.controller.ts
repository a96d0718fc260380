// Internal health (readiness): the service answers, its database (when it has one) answers, its
// Redis answers. /internal/health/live (liveness): the process answers, whatever its dependencies.
import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import { INTERNAL } from '@diary/contracts/server';
import { REDIS } from './redis';
import { withTimeout } from './with-timeout';

const CHECK_TIMEOUT_MS = 2000;

@Controller(INTERNAL.health)
export class HealthController {
  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private dataSource(): DataSource | undefined {
    try {
      return this.moduleRef.get(DataSource, { strict: false });
    } catch {
      return undefined;
    }
  }

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get()
  async check(): Promise<{ status: 'ok'; database: 'up' | 'none'; redis: 'up' }> {
    const dataSource = this.dataSource();
    try {
      if (dataSource) await withTimeout(dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS);
    } catch {
      throw new ServiceUnavailableException('The database is not reachable.');
    }
    try {
      await withTimeout(this.redis.ping(), CHECK_TIMEOUT_MS);
    } catch {
      throw new ServiceUnavailableException('Redis is not reachable.');
    }
    return { status: 'ok', database: dataSource ? 'up' : 'none', redis: 'up' };
  }
}
