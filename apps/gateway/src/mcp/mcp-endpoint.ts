// POST /mcp: the Model Context Protocol over Streamable HTTP (the official SDK, stateless: each
// request gets its own server and transport), for assistants such as Claude Desktop or VS Code.
// The caller is a personal API token (`Authorization: Bearer …`); without a valid one, 401.
// GET and DELETE (an SSE stream, ending a session) have no meaning without sessions: 405.
import type { Request, RequestHandler, Response } from 'express';
import { HttpException } from '@nestjs/common';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { errorBody } from '@diary/server-core';
import type { SessionVerifier } from '@diary/server-auth';
import type { GatewayConfig } from '../config';
import { CallerApi } from './caller-api';
import { createMcpServer } from './mcp-server';

export const NO_TOKEN_MESSAGE =
  'The MCP server needs a personal API token: send Authorization: Bearer {token} (Settings → Security → API tokens).';

export function mcpEndpoint(config: GatewayConfig, verifier: SessionVerifier): RequestHandler {
  return async (req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store');
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      answer(res, 405, 'The MCP endpoint takes POST requests (Streamable HTTP without sessions).');
      return;
    }
    try {
      const token = bearerToken(req.headers.authorization);
      const user = token ? await verifier.verifyApiToken(token) : null;
      if (!token || !user?.apiToken) {
        res.setHeader('www-authenticate', 'Bearer realm="work-diary"');
        answer(res, 401, NO_TOKEN_MESSAGE);
        return;
      }
      const api = new CallerApi(config, `Bearer ${token}`, String(req.id));
      const server = createMcpServer(api, user.apiToken.scope);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
        maxRequestBodySize: config.MAX_BODY_MB * 1024 * 1024,
      });
      res.on('close', () => void server.close());
      await server.connect(transport);
      await transport.handleRequest(req, res);
    } catch (err) {
      req.log?.warn({ err: { message: (err as Error).message } }, 'mcp request failed');
      if (res.headersSent) res.destroy();
      else if (err instanceof HttpException && err.getStatus() < 500)
        answer(res, err.getStatus(), err.message);
      else answer(res, 503, 'The MCP server is not available right now. Please try again.');
    }
  };
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function answer(res: Response, status: number, message: string): void {
  res.status(status).json(errorBody(status, message));
}
