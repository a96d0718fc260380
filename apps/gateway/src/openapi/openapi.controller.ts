// GET /api/openapi.json: the services' documents merged (cached for OPENAPI_CACHE_MS; a service
// that does not answer is left out and named in x-missing-services, and the answer is not cached).
// GET /api/docs: a readable reference (Swagger UI from the swagger-ui-dist package, served from
// this origin: no CDN, no inline script, so it works under the gateway's CSP).
import { Controller, Get, Header, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { CONFIG, OPENAPI_INTERNAL_PATH } from '@diary/server-core';
import { GatewayConfig } from '../config';
import { SERVICE_KEYS, serviceUrl } from '../proxy/routes';
import { mergeOpenApi } from './openapi-merge';

const OPENAPI_CACHE_MS = 60_000;
// swagger-ui-dist's own files, found through absolute-path.js alone: the package's main module
// evaluates the whole 3.4 MB browser bundle in Node, which held about 40 MB for nothing.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SWAGGER_UI_DIR = (require('swagger-ui-dist/absolute-path.js') as () => string)();
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Work diary API reference</title>
<link rel="icon" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<noscript>This reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  withCredentials: true,
});
`;

@Controller('api')
export class OpenApiController {
  private cached?: { at: number; document: OpenAPIObject };

  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  async document(): Promise<OpenAPIObject> {
    if (this.cached && Date.now() - this.cached.at < OPENAPI_CACHE_MS) return this.cached.document;
    const parts = await Promise.all(
      SERVICE_KEYS.map(async (service) => {
        try {
          const res = await fetch(new URL(OPENAPI_INTERNAL_PATH, serviceUrl(this.config, service)), {
            signal: AbortSignal.timeout(3000),
          });
          return { service, document: res.ok ? ((await res.json()) as OpenAPIObject) : null };
        } catch {
          return { service, document: null };
        }
      }),
    );
    const document = mergeOpenApi(parts);
    if (parts.every((p) => p.document)) this.cached = { at: Date.now(), document };
    return document;
  }

  @Get('docs')
  docs(@Res() res: Response): void {
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(PAGE);
  }

  @Get('docs/:file')
  asset(@Param('file') file: string, @Res() res: Response): void {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    if (file === 'start.js') {
      res.type('text/javascript; charset=utf-8').send(START);
      return;
    }
    const type = ASSETS[file];
    if (!type) throw new NotFoundException('There is no such file.');
    res.type(type).sendFile(join(SWAGGER_UI_DIR, file));
  }
}
