// Downloading LOCAL_MODEL=hf:… once, against a local HTTP server started here: an interrupted
// download is resumed with a Range request, and the file's SHA-256 is checked and kept.
import { createHash } from 'node:crypto';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadModel } from '../src/providers/llama/model-download';
import { hfModelPath, hfModelUrl, parseHfModel } from '../src/providers/llama/local-model-file';

const model = Buffer.concat([Buffer.from('GGUF'), Buffer.alloc(300_000, 7)]);
const digest = createHash('sha256').update(model).digest('hex');

describe('downloading a model once', () => {
  let server: Server;
  let url = '';
  const ranges: Array<string | undefined> = [];
  let cutFirst = true;
  let etag = digest;

  beforeAll(async () => {
    server = createServer((req, res) => {
      ranges.push(req.headers.range);
      const from = Number(/bytes=(\d+)-/.exec(req.headers.range ?? '')?.[1] ?? 0);
      const body = model.subarray(from);
      res.writeHead(from ? 206 : 200, {
        'content-length': body.length,
        'x-linked-etag': `"${etag}"`,
        ...(from ? { 'content-range': `bytes ${from}-${model.length - 1}/${model.length}` } : {}),
      });
      if (cutFirst) {
        cutFirst = false;
        // Half the file, then the connection drops.
        res.write(body.subarray(0, 150_000), () => res.destroy());
        return;
      }
      res.end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('names the file and the address of hf:{owner}/{repo}/{file}', () => {
    const hf = parseHfModel('hf:Qwen/Qwen2.5-1.5B-Instruct-GGUF/qwen2.5-1.5b-instruct-q4_k_m.gguf')!;
    expect(hfModelUrl(hf)).toBe(
      'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/main/qwen2.5-1.5b-instruct-q4_k_m.gguf',
    );
    expect(hfModelPath(hf, '/data/models')).toBe(
      '/data/models/Qwen--Qwen2.5-1.5B-Instruct-GGUF--qwen2.5-1.5b-instruct-q4_k_m.gguf',
    );
    expect(parseHfModel('hf:only/two')).toBeNull();
  });

  it('resumes an interrupted download, keeps the checksum, and does not download again', async () => {
    const dest = join(mkdtempSync(join(tmpdir(), 'models-')), 'm.gguf');
    await expect(downloadModel(`${url}/m.gguf`, dest)).rejects.toThrow();
    expect(existsSync(`${dest}.part`)).toBe(true);
    await expect(downloadModel(`${url}/m.gguf`, dest)).resolves.toBe(dest);
    expect(ranges[1]).toMatch(/^bytes=\d+-$/);
    expect(Number(ranges[1]!.slice(6, -1))).toBeGreaterThan(0);
    expect(readFileSync(dest).equals(model)).toBe(true);
    expect(readFileSync(`${dest}.sha256`, 'utf8')).toContain(digest);
    await downloadModel(`${url}/m.gguf`, dest);
    expect(ranges).toHaveLength(2);
  });

  it('refuses a file that does not match the checksum the server names', async () => {
    etag = '0'.repeat(64);
    const dest = join(mkdtempSync(join(tmpdir(), 'models-')), 'm.gguf');
    await expect(downloadModel(`${url}/m.gguf`, dest)).rejects.toThrow(/does not match its checksum/);
    expect(existsSync(dest)).toBe(false);
  });
});
