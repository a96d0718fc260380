// A fake OpenAI-compatible transcription endpoint for the browser journeys, started by global-setup
// (only transcription points at it; summaries stay offline). POST /v1/audio/transcriptions answers
// FAKE_TRANSCRIPT; GET /requests lists what it was sent (size, first bytes, type, language, model).
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TRANSCRIPT = 'Dictated through the fake transcription server.';

export interface SeenTranscription {
  bytes: number;
  head: string;
  type: string | null;
  language: string | null;
  model: string | null;
}

export async function startFakeTranscription(): Promise<{ url: string; server: Server }> {
  const seen: SeenTranscription[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method === 'GET' && req.url === '/requests') {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
          return;
        }
        if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
          res.writeHead(404).end();
          return;
        }
        const form = await new Response(Buffer.concat(chunks), {
          headers: { 'content-type': String(req.headers['content-type']) },
        }).formData();
        const file = form.get('file');
        const audio = file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
        seen.push({
          bytes: audio.length,
          head: audio.subarray(0, 4).toString('hex'),
          type: file instanceof File ? file.type : null,
          language: form.get('language') as string | null,
          model: form.get('model') as string | null,
        });
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ text: FAKE_TRANSCRIPT }));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref(); // lives as long as the test run, never keeps it alive
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
