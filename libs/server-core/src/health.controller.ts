// Internal health (readiness): the service answers, its database (when it has one) answers, its
// Redis answers. /internal/health/live (liveness): the process answers, whatever its dependencies.
import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import { REDIS } from './redis';

const within = <T>(p: Promise<T>, ms = 2000) =>
  Promise.race([p, new Promise<never>((_, rej) => setTimeout(() => rej(new Error('timeout')), ms).unref())]);

@Controller('internal/health')
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
      if (dataSource) await within(dataSource.query('SELECT 1'));
    } catch {
      throw new ServiceUnavailableException('The database is not reachable.');
    }
    try {
      await within(this.redis.ping());
    } catch {
      throw new ServiceUnavailableException('Redis is not reachable.');
    }
    return { status: 'ok', database: dataSource ? 'up' : 'none', redis: 'up' };
  }
}
