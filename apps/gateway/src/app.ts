// The gateway: security headers, /api proxy, /api/health, /ws, /mcp, and the web app on one origin.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppParts, ConfigOverrides, createServiceApp, errorBody, isLoopback } from '@diary/server-core';
import { SessionVerifier } from '@diary/server-auth';
import { AppModule } from './app.module';
import type { configSchema, GatewayConfig } from './config';
import { spa } from './spa/spa';
import { createDayPreview } from './spa/day-preview';
import { securityHeaders, fixedSecurityHeaders } from './security-headers';
import { createApiEdge, EdgeHandler } from './proxy/api-edge';
import type { InProcessServices } from './proxy/in-process';
import { SessionWsAdapter } from './socket/session-ws.adapter';
import { UserSockets } from './socket/user-sockets';
import { answerClientErrors } from './client-errors';
import { mcpEndpoint } from './mcp/mcp-endpoint';
import { MCP_PATH } from '@diary/contracts';

/**
 * `config`: settings merged over the environment's before they are validated (tests pass theirs);
 * `inProcess`: the services running in this process (one-process mode, proxy/in-process.ts).
 */
export function createApp(
  config: ConfigOverrides<typeof configSchema> = {},
  inProcess?: InProcessServices,
): Promise<INestApplication> {
  return createServiceApp(AppModule.register(config), { pipeline: gatewayPipeline(inProcess) });
}

/** The gateway's requests: no JSON parsing or validation here, the services do that. */
function gatewayPipeline(inProcess?: InProcessServices) {
  return (app: INestApplication, { config: base, logRequest, tracing }: AppParts): void => {
    const config = base as GatewayConfig;
    applyTimeouts(app.getHttpServer() as Server, config);
    answerClientErrors(app.getHttpServer() as Server);
    app.use(securityHeaders(config));
    // The gateway's own /internal routes (its health check) answer only on this machine.
    app.use(internalOnlyFromLoopback);
    // The MCP server for assistants (mcp/mcp-endpoint.ts), ahead of the web app's history fallback.
    app.use(MCP_PATH, logRequest, mcpEndpoint(config, app.get(SessionVerifier)));
    // The web app (static files and the history fallback); what is left (/api/health, /internal)
    // is logged and goes on to the Nest routes.
    app.use(
      ...spa(config.WEB_DIST, {
        serveSourceMaps: config.SERVE_SOURCE_MAPS,
        dayPreview: createDayPreview(config, app.get(SessionVerifier)),
      }),
    );
    app.use(logRequest);
    // Every other /api request is answered by the edge, ahead of Express.
    answerApiFirst(
      app.getHttpServer() as Server,
      createApiEdge(config, logRequest, fixedSecurityHeaders(config), { inProcess, tracing }),
    );
    app.useWebSocketAdapter(
      new SessionWsAdapter(
        app,
        app.get(SessionVerifier),
        app.get(UserSockets),
        config.PUBLIC_ORIGIN,
        config.TRUST_PROXY,
      ),
    );
  };
}

function internalOnlyFromLoopback(req: Request, res: Response, next: NextFunction): void {
  if (req.path.startsWith('/internal') && !isLoopback(req.socket.remoteAddress)) {
    res.status(404).json(errorBody(404, 'Not found.'));
    return;
  }
  next();
}

/** Slow or stalled clients cannot hold connections open forever. */
function applyTimeouts(server: Server, config: GatewayConfig): void {
  server.requestTimeout = config.REQUEST_TIMEOUT_MS;
  server.headersTimeout = Math.min(20000, config.REQUEST_TIMEOUT_MS);
  // Longer than a typical load balancer's idle timeout (60 s), so the gateway never closes first.
  server.keepAliveTimeout = 65000;
}

/** Puts the edge in front of the Express app that Nest attached to the server. */
function answerApiFirst(server: Server, edge: EdgeHandler): void {
  const [express] = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!edge(req, res)) express(req, res);
  });
}
