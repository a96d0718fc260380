// The web app's static files through the real gateway: the build's precompressed twins are sent
// as the browser accepts, with the right type, length and caching headers; nothing is compressed
// on a request.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get, IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestStack, TestStack, withConfig } from '@diary/server-testing';
import express from 'express';
import { createApp as createGateway } from '../src/app';
import { spa } from '../src/spa/spa';
import { precompressDir } from '../../web/build/precompress';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that keeps the body as sent (no client-side decompression). */
function raw(base: string, path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> =
      acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    get(new URL(path, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('gateway static files', () => {
  let stack: TestStack;
  let dist: string;
  const js = `export const greeting = ${JSON.stringify('hello from the diary '.repeat(200))};\n`;
  const sourceMap = JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: 'AAAA' });
  const html = `<!doctype html><html><head><title>Work Diary</title></head><body>${'<div></div>'.repeat(100)}</body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'diary-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), html);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), js);
    writeFileSync(join(dist, 'assets', 'tiny-XyZ789.js'), 'export{};\n'); // too small to compress
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.map'), sourceMap);
    writeFileSync(join(dist, 'sw.js.map'), sourceMap);
    writeFileSync(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`);
    writeFileSync(
      join(dist, 'manifest.webmanifest'),
      JSON.stringify({ name: 'Work Diary', start_url: '/daily-work', description: 'x'.repeat(1000) }),
    );
    writeFileSync(join(dist, 'icon-192.png'), Buffer.alloc(700, 1));
    precompressDir(dist);
    stack = await startTestStack({ gateway: withConfig(createGateway, { WEB_DIST: dist }) });
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the Brotli twin of a hashed asset to a browser that accepts br, immutable', async () => {
    const res = await raw(stack.urls.gateway, '/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const twin = readFileSync(join(dist, 'assets', 'index-AbC123.js.br'));
    expect(Number(res.headers['content-length'])).toBe(twin.length);
    expect(res.body.length).toBeLessThan(js.length / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(js);
  });

  it('sends the gzip twin when br is not accepted, and the plain file when nothing is', async () => {
    const gz = await raw(stack.urls.gateway, '/assets/index-AbC123.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(js);
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);

    const refusesBr = await raw(stack.urls.gateway, '/assets/index-AbC123.js', 'br;q=0, gzip');
    expect(refusesBr.headers['content-encoding']).toBe('gzip');

    for (const accept of [undefined, 'identity']) {
      const plain = await raw(stack.urls.gateway, '/assets/index-AbC123.js', accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(plain.body.toString()).toBe(js);
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(js));
    }
  });

  it('compresses nothing on a request: a file without twins is sent as it is', async () => {
    const res = await raw(stack.urls.gateway, '/assets/tiny-XyZ789.js', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export{};\n');
    const png = await raw(stack.urls.gateway, '/icon-192.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('no-cache');
    expect(png.body.length).toBe(statSync(join(dist, 'icon-192.png')).size);
  });

  it('revalidates index.html (also for app routes), the service worker and the manifest', async () => {
    for (const path of ['/', '/daily-work', '/calendar/2026/11', '/index.html']) {
      const res = await raw(stack.urls.gateway, path, 'gzip, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(html);
    }
    const sw = await raw(stack.urls.gateway, '/sw.js', 'gzip');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/^text\/javascript/);
    expect(sw.headers['content-encoding']).toBe('gzip');
    const manifest = await raw(stack.urls.gateway, '/manifest.webmanifest', 'br');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(brotliDecompressSync(manifest.body).toString()).start_url).toBe('/daily-work');
  });

  it('answers a missing hashed asset 404 (not the app page) and stays inside the web root', async () => {
    const missing = await raw(stack.urls.gateway, '/assets/gone-123.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    const escape = await raw(stack.urls.gateway, '/..%2f..%2fetc%2fpasswd', 'br');
    expect(escape.body.toString()).not.toMatch(/root:/);
    // The API is never served from the web root.
    const api = await raw(stack.urls.gateway, '/api/nope', 'br');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('answers 404 for source maps unless asked to serve them', async () => {
    for (const path of ['/assets/index-AbC123.js.map', '/sw.js.map', '/assets/index-AbC123.js%2Emap']) {
      const res = await raw(stack.urls.gateway, path, 'br, gzip');
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('mappings');
    }
    // SERVE_SOURCE_MAPS=1 passes serveSourceMaps to the same handlers.
    const app = express();
    app.use(...spa(dist, { serveSourceMaps: true }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await raw(`http://127.0.0.1:${port}`, '/assets/index-AbC123.js.map');
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(sourceMap);
    } finally {
      server.close();
    }
  });
});
