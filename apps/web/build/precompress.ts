// Build step: every text file of the built web app gets a Brotli (.br) and a gzip (.gz) twin,
// written once at build time at the highest levels, so the gateway only picks a file and never
// compresses on a request. Runs after every other plugin's closeBundle (the service worker is
// generated there) so the worker and its Workbox runtime are compressed too.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Worth compressing: text formats (images such as PNG are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompressDir(dir: string): { files: number; bytes: number; br: number; gz: number } {
  const total = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const path of [...files(dir)]) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A twin that is not smaller is useless; the gateway then sends the file as it is.
    if (br.length < raw.length) writeFileSync(`${path}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
    total.files++;
    total.bytes += raw.length;
    total.br += Math.min(br.length, raw.length);
    total.gz += Math.min(gz.length, raw.length);
  }
  return total;
}

export function precompress(outDir: string): Plugin {
  return {
    name: 'diary:precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const t = precompressDir(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        this.info?.(`precompressed ${t.files} files: ${kb(t.bytes)} → br ${kb(t.br)}, gzip ${kb(t.gz)}`);
      },
    },
  };
}
