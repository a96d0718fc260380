// Proxies /api/* to the owning service, unchanged, with the request id; a service that is down
// gives a clear 503 instead of a hang or a 500.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { REQUEST_ID_HEADER } from '@diary/contracts';
import { errorBody } from '@diary/server-core';
import { GatewayConfig } from '../config';
import { SERVICE_LABEL, serviceFor, serviceUrl } from './routes';

export function apiProxy(config: GatewayConfig): RequestHandler {
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    router: (req) => serviceUrl(config, serviceFor(req.url ?? '')!),
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: config.PROXY_TIMEOUT_MS,
    timeout: config.PROXY_TIMEOUT_MS,
    on: {
      proxyReq: (proxyReq, req) => {
        const id = (req as IncomingMessage & { id?: string }).id;
        if (id) proxyReq.setHeader(REQUEST_ID_HEADER, String(id));
      },
      error: (_err, req, res) => {
        const key = serviceFor(req.url ?? '');
        const body = errorBody(503, `The ${key ? SERVICE_LABEL[key] : ''} service is not available right now. Please try again.`.replace('  ', ' '));
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(body));
        } else if ('destroy' in res) {
          res.destroy();
        }
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const url = req.originalUrl;
    if (!url.startsWith('/api/') || url === '/api/health' || url.startsWith('/api/health?')) return next();
    if (!serviceFor(url)) {
      res.status(404).json(errorBody(404, 'There is no such API route.'));
      return;
    }
    return proxy(req, res, next);
  };
}
