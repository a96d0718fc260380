#!/usr/bin/env node
// What the one Dockerfile puts in an app's runtime image (its build stage runs this):
//   node tools/deploy/app-image.mjs <APP> <out>
// builds the app with Nx and writes to <out> a package.json and a pruned package-lock.json that
// hold only the npm packages the app's own code and the libraries it uses import (Nx's project
// graph, build inputs only: tests and other apps are left out), and <out>/app with the compiled
// app, the built web app (gateway, single) and the image's entry (deploy/image/entry.mjs).
// APP is an app name or `single`: the gateway and the four services in one process
// (tools/dev/single.mjs), with the dependencies of all five.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SERVICES = ['auth-service', 'diary-service', 'ai-service', 'search-service'];
export const APPS = ['gateway', ...SERVICES, 'single'];

/** The Nx projects whose compiled code runs in APP's image. @param {string} app */
export function serverProjects(app) {
  if (!APPS.includes(app)) throw new Error(`APP must be one of ${APPS.join(', ')} (got "${app}").`);
  return app === 'single' ? ['gateway', ...SERVICES] : [app];
}

/** Whether APP serves the built web app. @param {string} app */
export const servesWeb = (app) => app === 'gateway' || app === 'single';

/**
 * The runtime package.json of APP: the production dependencies of its projects, at the root
 * package.json's versions, with its overrides.
 * @param {string} app
 * @param {import('@nx/devkit').ProjectGraph} graph
 */
export async function appPackageJson(app, graph) {
  const { createPackageJson } = await import('@nx/js');
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const dependencies = {};
  let overrides;
  for (const project of serverProjects(app)) {
    const pkg = createPackageJson(project, graph, { isProduction: true, root, target: 'build' });
    // A type-only import (`import type … from 'mdast'`) maps to an @types package: never runtime.
    for (const [name, version] of Object.entries(pkg.dependencies ?? {}))
      if (!name.startsWith('@types/')) dependencies[name] = version;
    overrides = pkg.overrides;
  }
  const sorted = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
  return {
    name: `${rootPackage.name}-${app}`,
    version: rootPackage.version,
    private: true,
    dependencies: sorted,
    ...(overrides ? { overrides } : {}),
  };
}

/** The project graph, computed here (no daemon). */
export async function projectGraph() {
  process.env.NX_DAEMON = 'false';
  const { createProjectGraphAsync } = await import('@nx/devkit');
  return createProjectGraphAsync({ exitOnError: true });
}

/**
 * Writes APP's package.json and pruned package-lock.json to `out`.
 * @param {string} app
 * @param {string} out
 * @param {import('@nx/devkit').ProjectGraph} graph
 */
export async function writeAppPackage(app, out, graph) {
  const { generatePrunedDeployOutput } = await import('@nx/js');
  const pkg = await appPackageJson(app, graph);
  mkdirSync(out, { recursive: true });
  generatePrunedDeployOutput(pkg, graph, `apps/${serverProjects(app)[0]}`, {
    outputDirectory: out,
    packageManager: 'npm',
    workspaceRoot: root,
  });
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  return pkg;
}

async function main() {
  const [app, out] = process.argv.slice(2);
  if (!app || !out) throw new Error('Usage: node tools/deploy/app-image.mjs <APP> <out>');
  const projects = serverProjects(app);
  const build = servesWeb(app) ? [...projects, 'web'] : projects;
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', build.join(','), '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
  });
  rmSync(out, { recursive: true, force: true });
  const pkg = await writeAppPackage(app, out, await projectGraph());
  const appDir = join(out, 'app');
  for (const project of build)
    cpSync(join(root, 'dist/apps', project), join(appDir, 'dist/apps', project), { recursive: true });
  // single.mjs reads the service registry (tools/services.mjs and the JSON it loads).
  if (app === 'single')
    for (const file of [
      'tools/dev/single.mjs',
      'tools/services.mjs',
      'libs/server-core/src/service-registry.json',
    ])
      cpSync(join(root, file), join(appDir, file));
  cpSync(join(root, 'deploy/image/entry.mjs'), join(appDir, 'entry.mjs'));
  process.stdout.write(
    `app-image: ${app} with ${Object.keys(pkg.dependencies).length} production dependencies\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((err) => {
    process.stderr.write(`app-image: ${err instanceof Error ? err.message : err}\n`);
    process.exit(1);
  });
