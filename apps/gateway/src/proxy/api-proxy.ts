// Proxies /api/* to the owning service, unchanged (the controller has set the request id); a service that is down
// (or does not answer within PROXY_TIMEOUT_MS) gives a clear 503 instead of a hang or a 500.
import { Agent, IncomingMessage, ServerResponse } from 'node:http';
import { createProxyMiddleware, RequestHandler } from 'http-proxy-middleware';
import { errorBody } from '@diary/server-core';
import { GatewayConfig } from '../config';
import { SERVICE_LABEL, serviceFor, serviceUrl } from './routes';

export function createApiProxy(config: GatewayConfig): RequestHandler<IncomingMessage, ServerResponse> {
  // Reuse connections to the services: a new TCP connection per request costs more than the request.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, keepAliveMsecs: 10000 });
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    agent,
    router: (req) => serviceUrl(config, serviceFor(req.url ?? '')!),
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: config.PROXY_TIMEOUT_MS,
    timeout: config.PROXY_TIMEOUT_MS,
    on: {
      // Diary data must not stay in the browser's or a shared cache after sign-out.
      proxyRes: (proxyRes) => {
        if (!proxyRes.headers['cache-control']) proxyRes.headers['cache-control'] = 'no-store';
      },
      error: (err, req, res) => {
        const key = serviceFor(req.url ?? '');
        req.log?.warn(
          { err: { message: err.message, code: (err as { code?: string }).code }, upstream: key },
          'proxy error',
        );
        const label = key ? `${SERVICE_LABEL[key]} ` : '';
        const body = errorBody(503, `The ${label}service is not available right now. Please try again.`);
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(body));
        } else if ('destroy' in res) {
          res.destroy();
        }
      },
    },
  });
}
