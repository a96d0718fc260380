// Which service answers which /api path: this table is the list (docs/architecture.md maps the folders).
import { type BaseConfig, SERVICE_REGISTRY, urlVariable } from '@diary/server-core';

export const SERVICE_KEYS = ['auth', 'diary', 'ai', 'search'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** Exported for the OpenAPI test: every rule must match a route some service describes. */
export const ROUTE_RULES: Array<[RegExp, ServiceKey]> = [
  [/^\/api\/(auth|user-settings|admin)(\/|\?|$)/, 'auth'],
  [/^\/api\/work-records\/[^/?]+\/generate-summary(\?|$)/, 'ai'],
  [/^\/api\/(export|import|calendar-feed|attachments|connections|activity)(\/|\?|$)/, 'diary'],
  [
    /^\/api\/(work-records|work-notes|draft-notes|calendar|tags|stats|ask|projects|timesheet|trash)(\/|\?|$)/,
    'diary',
  ],
  [/^\/api\/webhooks(\/|\?|$)/, 'diary'],
  [/^\/api\/standup(\/|\?|$)/, 'ai'],
  [/^\/api\/(reports|images|audio|diagnostic)(\/|\?|$)/, 'ai'],
  [/^\/api\/search(\/|\?|$)/, 'search'],
];

export function serviceFor(path: string): ServiceKey | undefined {
  return ROUTE_RULES.find(([re]) => re.test(path))?.[1];
}

/** The variable holding each service's base URL (AUTH_URL, …), from the service registry. */
const URL_VARIABLE = Object.fromEntries(
  SERVICE_REGISTRY.map((s) => [s.name, urlVariable(s) as 'AUTH_URL' | 'DIARY_URL' | 'AI_URL' | 'SEARCH_URL']),
);

export function serviceUrl(config: BaseConfig, key: ServiceKey): string {
  return config[URL_VARIABLE[key]];
}

export const SERVICE_LABEL: Record<ServiceKey, string> = {
  auth: 'sign-in',
  diary: 'diary',
  ai: 'AI',
  search: 'search',
};
