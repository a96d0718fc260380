#!/usr/bin/env node
// One-process mode: the gateway and the four services as five Nest applications in one Node
// process. Each keeps its own modules, its own database and its own queues, and listens on the
// port its URL names (AUTH_URL, DIARY_URL, AI_URL, SEARCH_URL): the services call each other over
// HTTP on loopback, so the code boundaries are the ones `MODE=services` runs apart. The gateway
// hands each API request to the owning service's server in process instead of over loopback
// (apps/gateway/src/proxy/in-process.ts). Only the process is shared: one Node runtime and one
// copy of the libraries instead of five.
// Needs the built apps (`npx nx run-many -t build`); `npm start` runs this by default (MODE=single).
import 'reflect-metadata';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKEND_SERVICES } from '../services.mjs';

const root = process.env.APP_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const SERVICES = BACKEND_SERVICES.map((s) => ({ app: s.app, url: `${s.env}_URL`, port: s.port }));
const load = (app) => require(join(root, `dist/apps/${app}/apps/${app}/src/app.js`)).createApp;
const fail = (err) => {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`single: ${message.split('\n')[0]}\n`);
  process.exit(1);
};

/** Nest's own shutdown hooks, one set per app, would each end the process: one ordered stop instead. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGUSR2'];

async function main() {
  const apps = [];
  /** Origin each service listens on → its server's request event, for the gateway's edge. */
  const inProcess = new Map();
  // The services first (the gateway's health needs them), in parallel: each reads the same
  // environment; its port is the one its URL names.
  await Promise.all(
    SERVICES.map(async (s) => {
      const port = Number(new URL(process.env[s.url] ?? `http://127.0.0.1:${s.port}`).port || s.port);
      const app = await load(s.app)();
      await app.listen(port, '127.0.0.1');
      apps.push(app);
      const server = app.getHttpServer();
      inProcess.set(new URL(process.env[s.url] ?? `http://127.0.0.1:${s.port}`).origin, (req, res) =>
        server.emit('request', req, res),
      );
    }),
  );
  const gateway = await load('gateway')(inProcess);
  // With its LISTEN_BACKLOG, as runService listens (libs/server-core/src/create-service-app.ts).
  const { listenApp } = require(join(root, 'dist/apps/gateway/libs/server-core/src/create-service-app.js'));
  await listenApp(gateway, Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
  for (const sig of SIGNALS) process.removeAllListeners(sig);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // The gateway first (no new requests, sockets closed), then the services (queues drained).
    await gateway.close().catch(() => undefined);
    await Promise.all(apps.map((a) => a.close().catch(() => undefined)));
    process.exit(0);
  };
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop());
}

main().catch(fail);
