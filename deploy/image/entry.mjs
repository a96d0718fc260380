// The entry of every image built from the repository's Dockerfile. APP (fixed at build time)
// names what runs: an app's compiled main, or `single`, the gateway and the four services in one
// process (tools/dev/single.mjs). `node entry.mjs health` is the image's health check: the
// gateway's /api/health (every service answers) or a service's /internal/health.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const APP = process.env.APP ?? '';
/** Where each app listens unless PORT says otherwise (their main.ts defaults). */
const PORTS = {
  gateway: 3000,
  single: 3000,
  'auth-service': 3001,
  'diary-service': 3002,
  'ai-service': 3003,
  'search-service': 3004,
};
const SERVICE_URLS = {
  AUTH_URL: 'http://127.0.0.1:3001',
  DIARY_URL: 'http://127.0.0.1:3002',
  AI_URL: 'http://127.0.0.1:3003',
  SEARCH_URL: 'http://127.0.0.1:3004',
};

if (!(APP in PORTS)) {
  process.stderr.write(`entry: APP must be one of ${Object.keys(PORTS).join(', ')} (got "${APP}").\n`);
  process.exit(1);
}
process.env.PORT ??= String(PORTS[APP]);
const servesWeb = APP === 'gateway' || APP === 'single';
if (servesWeb) process.env.WEB_DIST ??= join(here, 'dist/apps/web');

if (process.argv[2] === 'health') {
  const path = servesWeb ? '/api/health' : '/internal/health';
  fetch(`http://127.0.0.1:${process.env.PORT}${path}`).then(
    (r) => process.exit(r.ok ? 0 : 1),
    () => process.exit(1),
  );
} else if (APP === 'single') {
  // The services listen on loopback inside the one container; the gateway reaches them there.
  for (const [name, url] of Object.entries(SERVICE_URLS)) process.env[name] ??= url;
  process.env.APP_ROOT ??= here;
  await import('./tools/dev/single.mjs');
} else {
  await import(`./dist/apps/${APP}/apps/${APP}/src/main.js`);
}
