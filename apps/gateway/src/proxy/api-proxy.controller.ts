// Every /api path the gateway does not answer itself goes to its service. A Nest route (not plain
// Express middleware) so that it runs after the request logger: the request id is set, logged and
// passed on. /api/health is matched first by its own controller.
import { All, Controller, Inject, Next, NotFoundException, Req, Res } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER } from '@diary/contracts';
import { CONFIG } from '@diary/server-core';
import { GatewayConfig } from '../config';
import { createApiProxy } from './api-proxy';
import { bodyLimitBytes, enforceBodyLimit } from './body-limit';
import { serviceFor } from './routes';

@Controller('api')
export class ApiProxyController {
  private readonly proxy: ReturnType<typeof createApiProxy>;

  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {
    this.proxy = createApiProxy(config);
  }

  @All('*path')
  forward(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    if (!serviceFor(req.originalUrl)) throw new NotFoundException('There is no such API route.');
    enforceBodyLimit(req, res, bodyLimitBytes(req.originalUrl, this.config));
    req.url = req.originalUrl;
    // The request logger (pino-http, run before this route) gave the request its id. Set on the
    // incoming headers, it is copied into the proxied request; a proxyReq hook is too late for a
    // streamed body, whose headers may already be sent.
    req.headers[REQUEST_ID_HEADER] = String(req.id);
    void this.proxy(req, res, next);
  }
}
