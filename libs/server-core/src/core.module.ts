// What every service imports once: its validated config, Redis, the user-event publisher, logs,
// traces, health.
import { DynamicModule, Global, Module, OnApplicationShutdown, Inject } from '@nestjs/common';
import type Redis from 'ioredis';
import { z } from 'zod';
import { CONFIG, ConfigOverrides, loadConfig } from './config';
import { REDIS, createRedis } from './redis';
import { UserEventsPublisher } from './user-events.publisher';
import { HTTP_LOGGER, createHttpLogger, logDestination, loggingModule } from './logging';
import { HealthController } from './health.controller';
import { Tracing } from './tracing';

class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** The service's name as given to forService ('diary-service', …). */
export const SERVICE_NAME = Symbol('SERVICE_NAME');

@Global()
@Module({})
export class CoreModule {
  /** `overrides`: settings given in code, merged over the environment before it is validated. */
  static forService<S extends z.ZodTypeAny>(
    service: string,
    schema: S,
    overrides: ConfigOverrides<S> = {},
  ): DynamicModule {
    const config = loadConfig(schema, process.env, overrides);
    const httpLogger = createHttpLogger(service, config.LOG_LEVEL, logDestination(config.LOG_SYNC));
    return {
      module: CoreModule,
      imports: [loggingModule(httpLogger)],
      controllers: [HealthController],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: SERVICE_NAME, useValue: service },
        { provide: HTTP_LOGGER, useValue: httpLogger },
        { provide: REDIS, useFactory: () => createRedis(config) },
        RedisCloser,
        UserEventsPublisher,
        { provide: Tracing, useValue: new Tracing(service) },
      ],
      exports: [CONFIG, SERVICE_NAME, REDIS, HTTP_LOGGER, UserEventsPublisher, Tracing],
    };
  }
}
