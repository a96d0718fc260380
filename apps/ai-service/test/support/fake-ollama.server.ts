// A fake Ollama server for tests: records each POST /api/chat and answers what the test scripted.
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OllamaRequest {
  model: string;
  stream: boolean;
  format?: Record<string, unknown>;
  messages: Array<{ role: string; content: string }>;
}

export type OllamaReply = { content: string } | { status: number; error: string };

export class FakeOllamaServer {
  readonly requests: OllamaRequest[] = [];
  url = '';
  private server?: Server;

  constructor(public responder: (req: OllamaRequest, index: number) => OllamaReply) {}

  async start(): Promise<this> {
    this.server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (req.method !== 'POST' || req.url !== '/api/chat') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OllamaRequest;
      const reply = this.responder(body, this.requests.push(body) - 1);
      if ('status' in reply) {
        res
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: reply.error }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          model: body.model,
          created_at: new Date().toISOString(),
          message: { role: 'assistant', content: reply.content },
          done: true,
        }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
