// The one Dockerfile (ARG APP) and docker-compose.yml: each app's runtime image gets only the npm
// packages its code imports (the auth image no React, MUI or tesseract), the pruned lockfile
// agrees with its package.json (else `npm ci` refuses it), compose builds every app from that
// Dockerfile, and its `single` profile runs the one-process mode. No Docker engine runs here:
// these read the files. Run: `node --test tools/deploy/`.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { APPS, appPackageJson, projectGraph, writeAppPackage } from './app-image.mjs';
import { REGISTRY } from '../services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (p) => readFileSync(join(root, p), 'utf8');
const rootPackage = JSON.parse(read('package.json'));
const rootLock = JSON.parse(read('package-lock.json'));
const FRONTEND = ['react', 'react-dom', '@mui/material', '@emotion/react', '@fullcalendar/core', 'formik'];

/** @type {import('@nx/devkit').ProjectGraph} */
let graph;
/** @type {Record<string, { dependencies: Record<string, string> }>} */
const packages = {};
before(async () => {
  graph = await projectGraph();
  for (const app of APPS) packages[app] = await appPackageJson(app, graph);
});

test('each image installs only its own runtime packages, at the locked versions', () => {
  const deps = (app) => Object.keys(packages[app].dependencies);
  for (const app of APPS) {
    for (const [name, version] of Object.entries(packages[app].dependencies)) {
      assert.ok(rootPackage.dependencies[name], `${app}: ${name} is a production dependency`);
      assert.equal(version, rootLock.packages[`node_modules/${name}`].version, `${app}: ${name} as locked`);
    }
    for (const name of FRONTEND) assert.ok(!deps(app).includes(name), `${app} carries no ${name}`);
    assert.ok(deps(app).includes('@nestjs/core') && deps(app).includes('reflect-metadata'), app);
  }
  for (const app of ['auth-service', 'diary-service', 'search-service', 'gateway'])
    assert.ok(!deps(app).includes('tesseract.js') && !deps(app).includes('openai'), `${app}: no OCR, no AI`);
  assert.ok(deps('auth-service').includes('@node-rs/argon2'));
  assert.ok(!deps('gateway').includes('@node-rs/argon2'));
  assert.ok(deps('ai-service').includes('tesseract.js') && deps('ai-service').includes('openai'));
  assert.ok(deps('gateway').includes('ws') && deps('gateway').includes('@nestjs/platform-ws'));
  // The one-process image: every service's packages together.
  for (const app of APPS.filter((a) => a !== 'single'))
    for (const name of deps(app)) assert.ok(deps('single').includes(name), `single has ${app}'s ${name}`);
});

test("the pruned lockfile matches the app's package.json and holds nothing else at the top", async () => {
  const out = mkdtempSync(join(tmpdir(), 'app-image-'));
  try {
    const pkg = await writeAppPackage('auth-service', out, graph);
    const lock = JSON.parse(readFileSync(join(out, 'package-lock.json'), 'utf8'));
    assert.deepEqual(lock.packages[''].dependencies, pkg.dependencies);
    for (const name of Object.keys(pkg.dependencies))
      assert.ok(lock.packages[`node_modules/${name}`], `the lockfile pins ${name}`);
    const all = Object.keys(lock.packages);
    for (const name of [...FRONTEND, 'tesseract.js', 'nx', 'typescript', 'jest'])
      assert.ok(!all.includes(`node_modules/${name}`), `the auth lockfile has no ${name}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('the ai image carries node-llama-cpp with its x64 Linux CPU build; the GPU builds are empty', async () => {
  // node-llama-cpp is loaded by path from a worker, not imported; the image must still hold it and
  // its native build (an optional package npm ci installs on x64 glibc, as node:22-bookworm is).
  const out = mkdtempSync(join(tmpdir(), 'app-image-'));
  try {
    await writeAppPackage('ai-service', out, graph);
    const lock = JSON.parse(readFileSync(join(out, 'package-lock.json'), 'utf8')).packages;
    assert.equal(lock['node_modules/node-llama-cpp']?.version, '3.21.1');
    const cpu = lock['node_modules/@node-llama-cpp/linux-x64'];
    assert.equal(cpu?.version, '3.21.1');
    assert.deepEqual([cpu.os, cpu.cpu, cpu.libc], [['linux'], ['x64'], ['glibc']]);
    for (const gpu of ['linux-x64-cuda', 'linux-x64-cuda-ext', 'linux-x64-vulkan'])
      assert.equal(
        lock[`node_modules/node-llama-cpp/node_modules/@node-llama-cpp/${gpu}`]?.name,
        'empty-npm-package',
        `${gpu} is left out`,
      );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('one Dockerfile at the root builds every app, and no per-app Dockerfile is left', () => {
  const dockerfile = read('Dockerfile');
  assert.match(dockerfile, /^ARG APP=/m);
  assert.match(dockerfile, /^FROM node:22-[\w-]+ AS runtime$/m);
  assert.match(dockerfile, /npm ci --omit=dev/);
  assert.match(dockerfile, /^USER node$/m);
  for (const app of APPS.filter((a) => a !== 'single'))
    assert.ok(!existsSync(join(root, 'apps', app, 'Dockerfile')), `apps/${app}/Dockerfile is gone`);
});

test("the image's entry knows every APP and each app's default port", () => {
  const entry = read('deploy/image/entry.mjs');
  for (const app of APPS) assert.match(entry, new RegExp(`['"]?${app}['"]?: \\d+`), `entry.mjs knows ${app}`);
  // Each app's port is the service registry's (runService finds it there by the service's name).
  for (const app of APPS.filter((a) => a !== 'single')) {
    const port = REGISTRY.find((s) => s.app === app)?.port;
    assert.ok(port, `${app} is in the service registry`);
    assert.match(entry, new RegExp(`['"]?${app}['"]?: ${port},`), `${app} listens on ${port}`);
  }
});

test('compose builds each app from the one Dockerfile; the single profile runs one container', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true });
  const built = Object.entries(compose.services).filter(([, s]) => s.build);
  assert.deepEqual(
    built.map(([, s]) => s.build.args.APP).sort(),
    [...APPS].sort(),
    'every app, and single, is built',
  );
  for (const [name, s] of built) {
    assert.equal(s.build.context, '.', name);
    assert.equal(s.build.dockerfile, undefined, `${name} uses the root Dockerfile`);
    assert.equal(s.image, `work-diary/${s.build.args.APP}`, name);
  }
  const single = compose.services.single;
  assert.deepEqual(single.profiles, ['single']);
  const aiProfile = ['ollama', 'ollama-pull'];
  for (const other of Object.keys(compose.services).filter((n) => n !== 'single' && !aiProfile.includes(n)))
    assert.equal(compose.services[other].profiles, undefined, `${other} runs without a profile`);
  assert.deepEqual(Object.keys(single.depends_on).sort(), ['init', 'postgres', 'redis']);
  for (const url of ['AUTH_URL', 'DIARY_URL', 'AI_URL', 'SEARCH_URL'])
    assert.match(
      single.environment[url],
      /^http:\/\/127\.0\.0\.1:300[1-4]$/,
      `single reaches ${url} on loopback`,
    );
  assert.equal(single.environment.AUTH_PRIVATE_KEY_FILE, '/run/work-diary/auth-private-key');
  assert.deepEqual(single.ports, compose.services.gateway.ports);
  assert.ok(compose.services.init, 'the init service still makes the secrets');
});

test('the ai profile runs Ollama, pulls the model into a volume once, and points the ai service at it', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true });
  const { ollama, 'ollama-pull': pull, ai } = compose.services;
  assert.deepEqual(ollama.profiles, ['ai']);
  assert.deepEqual(pull.profiles, ['ai']);
  assert.ok(ollama.volumes.includes('ollama-models:/root/.ollama'), 'models kept in a volume');
  assert.ok('ollama-models' in compose.volumes && 'ai-engine' in compose.volumes);
  assert.equal(pull.depends_on.ollama.condition, 'service_healthy');
  assert.match(
    pull.command.join(' '),
    /ollama pull "\$\$OLLAMA_MODEL" && printf 'http:\/\/ollama:11434' > \/run\/ai-engine\/ollama-url/,
  );
  assert.equal(pull.environment.OLLAMA_HOST, 'http://ollama:11434');
  // The ai service waits for the pull only when the profile is on, and reads the address it wrote.
  assert.deepEqual(ai.depends_on['ollama-pull'], {
    condition: 'service_completed_successfully',
    required: false,
  });
  assert.ok(ai.volumes.includes('ai-engine:/run/ai-engine:ro'));
  assert.match(ai.command.join(' '), /export OLLAMA_URL="\$\$\(cat \/run\/ai-engine\/ollama-url\)"/);
  assert.match(ai.command.join(' '), /exec node --enable-source-maps --max-semi-space-size=32 entry\.mjs/);
});
