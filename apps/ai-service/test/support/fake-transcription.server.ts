// A fake OpenAI-compatible transcription endpoint (POST /v1/audio/transcriptions, multipart): it
// records the file bytes, model and language it was sent and answers the scripted text or status.
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedTranscription {
  path: string;
  model: string | null;
  language: string | null;
  fileName: string | null;
  fileType: string | null;
  audio: Buffer;
}

export type TranscriptionReply = { text: string } | { status: number };

export class FakeTranscriptionServer {
  readonly requests: RecordedTranscription[] = [];
  private server?: Server;
  /** Base URL to give the client, ending in /v1. */
  url = '';

  constructor(public reply: TranscriptionReply = { text: 'Fixed the login bug.' }) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    // The platform's own multipart parser reads the form the client sent.
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': String(req.headers['content-type']) },
    }).formData();
    const file = form.get('file');
    this.requests.push({
      path: req.url,
      model: form.get('model') as string | null,
      language: form.get('language') as string | null,
      fileName: file instanceof File ? file.name : null,
      fileType: file instanceof File ? file.type : null,
      audio: file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0),
    });
    if ('status' in this.reply) {
      res
        .writeHead(this.reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: `status ${this.reply.status}`, type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: this.reply.text }));
  }
}
