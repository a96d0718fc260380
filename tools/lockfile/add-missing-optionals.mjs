#!/usr/bin/env node
// The npm mirror this project is built against lacks some platform binaries of other operating
// systems (darwin, win32, musl, arm). `npm install` then leaves them out of package-lock.json and
// `npm ci` refuses the lock. This adds each missing optional platform package back with its
// os/cpu/libc, so npm ci skips it on any machine it does not fit. Run after every `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
  'wasm32',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const version = String(range).replace(/^[\^~=]/, '');
    const nested = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (pkgs[nested] || pkgs[top]?.version === version) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os) continue;
    pkgs[pkgs[top] ? nested : top] = {
      version,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      os: [os === 'wasm32' ? 'none' : os],
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`lockfile: added ${added} optional platform package entries`);
