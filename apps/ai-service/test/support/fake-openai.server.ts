// A fake OpenAI-compatible HTTP server for tests: it records each chat completion request and
// answers with whatever the test scripted (a JSON answer, garbage, an error status, or silence).
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string } };
  };
}

/** What to do with one request: answer `content` as the message, or reply raw, or hang. */
export type Reply = { content: string } | { status: number; body?: unknown } | { hang: true };

export type Responder = (req: RecordedRequest, index: number) => Reply;

export function completion(content: string, model = 'fake-model') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export class FakeOpenAiServer {
  readonly requests: RecordedRequest[] = [];
  private server?: Server;
  private readonly hanging = new Set<ServerResponse>();
  private waiters: Array<{ count: number; resolve: () => void }> = [];

  constructor(public responder: Responder) {}

  /** Base URL to give the client, ending in /v1. */
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  /** Resolves once at least `count` requests have arrived. */
  waitForRequests(count: number): Promise<void> {
    if (this.requests.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const recorded: RecordedRequest = {
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: raw ? JSON.parse(raw) : {},
    };
    const index = this.requests.push(recorded) - 1;
    this.waiters = this.waiters.filter((w) =>
      this.requests.length >= w.count ? (w.resolve(), false) : true,
    );
    if (req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const reply = this.responder(recorded, index);
    if ('hang' in reply) {
      this.hanging.add(res);
      return;
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}`, type: 'server_error' } }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(reply.content, recorded.body.model)));
  }
}
