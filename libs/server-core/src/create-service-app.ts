// Builds a Nest app with the settings every service shares; main.ts listens, tests listen on port 0.
import { BadRequestException, DynamicModule, INestApplication, Type } from '@nestjs/common';
import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { json, NextFunction, Request, Response } from 'express';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import { HttpErrorFilter, sendError } from './http-error.filter';
import { createValidationPipe } from './validation';
import { sameOriginOnly } from './same-origin.middleware';
import { jsonBodyProblem } from './json-body-check';
import { BaseConfig, CONFIG } from './config';
import { instrumentServer, metricsEnabled, startMetricsServer } from './metrics';
import { HTTP_LOGGER, labelLogs, logsAs } from './logging';
import { SERVICE_NAME } from './core.module';
import { serveOpenApi } from './openapi';
import { Tracing } from './tracing';
import { ServiceName, serviceEntry } from './service-registry';
import type { HttpLogger } from 'pino-http';

export interface ServiceAppOptions {
  bodyLimit?: string;
  /**
   * What requests go through, set up on the created app. By default the services' pipeline
   * (servicePipeline below); the gateway passes its own (security headers, the web app, the /api
   * edge, the socket adapter), and keeps everything else this function sets up.
   */
  pipeline?: (app: INestApplication, parts: AppParts) => void | Promise<void>;
}

/** What createServiceApp has already made that a pipeline needs. */
export interface AppParts {
  config: BaseConfig;
  logRequest: HttpLogger;
  tracing: Tracing;
}

export async function createServiceApp(
  module: Type<unknown> | DynamicModule,
  opts: ServiceAppOptions = {},
): Promise<INestApplication> {
  const app = await NestFactory.create(module, { bufferLogs: true, bodyParser: false });
  const logRequest = app.get<HttpLogger>(HTTP_LOGGER);
  // Its Nest lines labelled with its name, even beside the other services in one process.
  labelLogs(app, logRequest);
  app.useLogger(app.get(Logger));
  const tracing = app.get(Tracing);
  await tracing.ready;
  const config = app.get<BaseConfig>(CONFIG);
  app.useGlobalFilters(new HttpErrorFilter());
  // process.exit at the end (not a re-raised signal), so pino writes out the log lines still queued.
  app.enableShutdownHooks([], { useProcessExit: true });
  const http = app.getHttpAdapter().getInstance() as {
    disable(name: string): void;
    set(k: string, v: unknown): void;
  };
  http.disable('x-powered-by');
  // Whose X-Forwarded-For to believe (a load balancer in front, if any).
  http.set('trust proxy', config.TRUST_PROXY);
  const pipeline = opts.pipeline ?? servicePipeline(opts.bodyLimit ?? '1mb');
  await pipeline(app, { config, logRequest, tracing });
  // After the pipeline: the counter is prepended to the server's request listeners as they are then.
  if (metricsEnabled(config)) {
    instrumentServer(app.getHttpServer() as Server, app.get<string>(SERVICE_NAME));
    startMetricsServer(config.METRICS_PORT, config.METRICS_HOST);
  }
  return app;
}

/** The services' pipeline: tracing, one request layer, validation, no ETag, OpenAPI. */
function servicePipeline(bodyLimit: string) {
  return (app: INestApplication, { config, logRequest, tracing }: AppParts): void => {
    // With tracing on (tracing.ts), each request runs in its span, which its log lines name.
    if (tracing.enabled) app.use(tracing.middleware());
    const parseJson = json({ limit: bodyLimit });
    const checkOrigin = sameOriginOnly(config.PUBLIC_ORIGIN, config.INTERNAL_TOKEN);
    const parseCookies = cookieParser();
    // What every request goes through, as one Express layer: its id and log line first (whatever
    // answers it), the same-origin check, the JSON body and its checks, then the cookies.
    // Express middleware errors never reach Nest's filters, so they answer here in the same shape.
    app.use((req: Request, res: Response, next: NextFunction) =>
      logsAs(logRequest, () => {
        logRequest(req, res);
        checkOrigin(req, res, (err?: unknown) =>
          err
            ? sendError(res, err)
            : parseJson(req, res, (e?: unknown) =>
                e ? sendError(res, e) : checkBody(req, res, () => parseCookies(req, res, next)),
              ),
        );
      }),
    );
    app.useGlobalPipes(createValidationPipe());
    // API answers are no-store, so an ETag is never used for a conditional request: not worth hashing.
    (app.getHttpAdapter().getInstance() as { set(k: string, v: unknown): void }).set('etag', false);
    // Its routes as OpenAPI on /internal/openapi.json, for the gateway's /api/openapi.json.
    serveOpenApi(app, app.get<string>(SERVICE_NAME));
  };
}

function checkBody(req: Request, res: Response, next: NextFunction): void {
  const problem = jsonBodyProblem(req.body);
  if (problem) sendError(res, new BadRequestException(problem));
  else next();
}

/** Listens on port and host with the configured LISTEN_BACKLOG (Nest hands the extra argument to Node's listen). */
export async function listenApp(app: INestApplication, port: number, host?: string): Promise<void> {
  const backlog = app.get<BaseConfig>(CONFIG).LISTEN_BACKLOG;
  await (app.listen as (port: number, host: string | undefined, backlog: number) => Promise<unknown>).call(
    app,
    port,
    host,
    backlog,
  );
}

/**
 * main.ts of every service: create, listen on PORT (else its port in service-registry.json), and
 * stop with one clear line on a config error.
 */
export async function runService(service: ServiceName, create: () => Promise<INestApplication>) {
  const { app: name } = serviceEntry(service);
  try {
    await listenAsConfigured(await create(), service);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`${name}: ${message.split('\n')[0]}\n`);
    process.exit(1);
  }
}

/**
 * Listens where the app's validated config says: PORT (else the service's port in
 * service-registry.json) on HOST, with LISTEN_BACKLOG. runService and the one-process launcher's gateway.
 */
export async function listenAsConfigured(app: INestApplication, service: ServiceName): Promise<void> {
  const config = app.get<BaseConfig>(CONFIG);
  await listenApp(app, config.PORT ?? serviceEntry(service).port, config.HOST);
}
