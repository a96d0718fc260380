// The stack's processes for the tools (launchers, backup, drills, benches): the same list the
// services read, libs/server-core/src/service-registry.json (name, app, port, env, database).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @type {Array<{name: string, app: string, port: number, env: string, database: string | null}>} */
export const REGISTRY = require('../libs/server-core/src/service-registry.json');
/** The four services behind the gateway, in start order. */
export const BACKEND_SERVICES = REGISTRY.filter((s) => s.name !== 'gateway');
