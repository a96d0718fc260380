// The gateway: security headers, /api proxy, /api/health, /ws, and the web app on one origin.
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import helmet from 'helmet';
import { CONFIG, HttpErrorFilter } from '@diary/server-core';
import { AppModule } from './app.module';
import { GatewayConfig } from './config';
import { apiProxy } from './proxy/api-proxy';
import { spa } from './spa/spa';

export async function createApp(): Promise<INestApplication> {
  const app = await NestFactory.create(AppModule.register(), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  const config = app.get<GatewayConfig>(CONFIG);
  const http = app.getHttpAdapter().getInstance() as { disable(n: string): void; set(k: string, v: unknown): void };
  http.disable('x-powered-by');
  http.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: false,
    }),
  );
  app.use(apiProxy(config));
  app.use(...spa(config.WEB_DIST));
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();
  return app;
}
