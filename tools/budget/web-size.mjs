#!/usr/bin/env node
// Size budget of the web build: the JavaScript the sign-in route loads before it can render
// (the entry, its static imports, and the sign-in page chunk with its static imports), gzipped.
// Usage: node tools/budget/web-size.mjs [--max-kb 250]   (builds nothing: run `nx build web` first)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist/apps/web');
const maxKb = Number(process.argv[process.argv.indexOf('--max-kb') + 1] || 250) || 250;

if (!existsSync(join(dist, 'index.html'))) {
  console.error('web-size: dist/apps/web is not built (run `npx nx build web`).');
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
].map((m) => m[1]);
const loginChunk = [
  ...readFileSync(join(dist, entries[0].replace(/^\//, '')), 'utf8').matchAll(
    /"\.\/(LoginPage-[\w-]+\.js)"/g,
  ),
][0]?.[1];
if (!loginChunk) {
  console.error('web-size: could not find the sign-in page chunk (LoginPage-*.js) referenced by the entry.');
  process.exit(1);
}

const seen = new Map();
function visit(file) {
  if (seen.has(file)) return;
  const code = readFileSync(file);
  seen.set(file, gzipSync(code, { level: 9 }).length);
  // Static imports only (dynamic import() chunks load later, when their route is visited).
  const text = code.toString('utf8');
  for (const m of text.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g))
    visit(resolve(dirname(file), m[1]));
}
for (const e of entries) visit(join(dist, e.replace(/^\//, '')));
visit(join(dist, 'assets', loginChunk));

const total = [...seen.values()].reduce((a, b) => a + b, 0);
for (const [file, size] of seen)
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file.slice(dist.length + 1)}`);
const kb = total / 1024;
const ok = kb <= maxKb;
console.log(
  `web-size: sign-in route loads ${kb.toFixed(1)} KB of gzipped JavaScript (budget ${maxKb} KB): ${ok ? 'within budget' : 'OVER BUDGET'}`,
);
process.exit(ok ? 0 : 1);
