// Every service describes its own public routes (/api/…) as an OpenAPI 3 document generated from
// its controllers by @nestjs/swagger, served on GET /internal/openapi.json; the gateway merges the
// services' documents into GET /api/openapi.json (apps/gateway/src/openapi). Routes need no
// decorator to appear; bodies and answers are described where a controller adds @ApiBody /
// @ApiResponse (with examples).
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { INTERNAL } from '@diary/contracts/server';

export const OPENAPI_INTERNAL_PATH = INTERNAL.openApi;
export const SESSION_SECURITY = 'session';
export const TOKEN_SECURITY = 'bearer';

/** The service's document: its /api routes only (never /internal ones). */
export function buildOpenApiDocument(app: INestApplication, service: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`Work diary: ${service}`)
    .setVersion('1')
    .addCookieAuth('wd_session', { type: 'apiKey', in: 'cookie', name: 'wd_session' }, SESSION_SECURITY)
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'A personal API token (wdt_…)' },
      TOKEN_SECURITY,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) =>
      `${service}.${controller.replace(/Controller$/, '')}.${method}`,
  });
  for (const path of Object.keys(document.paths)) if (!path.startsWith('/api/')) delete document.paths[path];
  return document;
}

/** Serves the document on OPENAPI_INTERNAL_PATH, built once on first use. */
export function serveOpenApi(app: INestApplication, service: string): void {
  let document: OpenAPIObject | undefined;
  const http = app.getHttpAdapter().getInstance() as {
    get(path: string, handler: (req: Request, res: Response) => void): void;
  };
  http.get(OPENAPI_INTERNAL_PATH, (_req, res) => {
    document ??= buildOpenApiDocument(app, service);
    res.json(document);
  });
}
