// The gateway: security headers, /api proxy, /api/health, /ws, and the web app on one origin.
import type { Server } from 'node:http';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import helmet from 'helmet';
import { CONFIG, HttpErrorFilter } from '@diary/server-core';
import { SessionVerifier } from '@diary/server-auth';
import { AppModule } from './app.module';
import { GatewayConfig } from './config';
import { spa } from './spa/spa';
import { SessionWsAdapter } from './socket/session-ws.adapter';

export async function createApp(): Promise<INestApplication> {
  const app = await NestFactory.create(AppModule.register(), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  const config = app.get<GatewayConfig>(CONFIG);
  const http = app.getHttpAdapter().getInstance() as {
    disable(n: string): void;
    set(k: string, v: unknown): void;
  };
  http.disable('x-powered-by');
  // Whose X-Forwarded-For the gateway believes (a load balancer in front of it, if any).
  http.set('trust proxy', config.TRUST_PROXY);
  applyTimeouts(app.getHttpServer() as Server, config);
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
  // The web app (static files and the history fallback); /api goes on to the Nest routes, where the
  // request logger runs first, then /api/health or the proxy.
  app.use(...spa(config.WEB_DIST));
  app.useWebSocketAdapter(new SessionWsAdapter(app, app.get(SessionVerifier)));
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();
  return app;
}

/** Slow or stalled clients cannot hold connections open forever. */
function applyTimeouts(server: Server, config: GatewayConfig): void {
  server.requestTimeout = config.REQUEST_TIMEOUT_MS;
  server.headersTimeout = Math.min(20000, config.REQUEST_TIMEOUT_MS);
  // Longer than a typical load balancer's idle timeout (60 s), so the gateway never closes first.
  server.keepAliveTimeout = 65000;
}
