// The one list of the stack's processes: short name, Nx app, default port, the prefix of its
// <ENV>_URL / <ENV>_PORT variables, and its database (<DB_NAME_PREFIX>_<database>). A JSON file so
// that the .mjs tools (launchers, backup, drills, benches: tools/services.mjs) read the same list.
import registry from './service-registry.json';

export type ServiceName = 'auth' | 'diary' | 'ai' | 'search' | 'gateway';

export interface ServiceEntry {
  name: ServiceName;
  app: string;
  port: number;
  env: string;
  database: string | null;
}

/** The four services, then the gateway (the order the launchers start them in). */
export const SERVICE_REGISTRY = registry as ServiceEntry[];

/** The variable that holds a service's base URL (AUTH_URL, …, GATEWAY_URL). */
export const urlVariable = (s: Pick<ServiceEntry, 'env'>): string => `${s.env}_URL`;

/** A service's entry by its short name. */
export function serviceEntry(name: ServiceName): ServiceEntry {
  const entry = SERVICE_REGISTRY.find((s) => s.name === name);
  if (!entry) throw new Error(`${name} is not in service-registry.json`);
  return entry;
}

/** Where a service is reached when its <ENV>_URL is not set: its registry port on this machine. */
export const defaultServiceUrl = (name: ServiceName): string => `http://127.0.0.1:${serviceEntry(name).port}`;
