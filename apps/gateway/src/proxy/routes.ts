// Which service answers which /api path (docs/architecture.md, "Who owns which routes and tables").
import type { BaseConfig } from '@diary/server-core';

export const SERVICE_KEYS = ['auth', 'diary', 'ai', 'search'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** Exported for the OpenAPI test: every rule must match a route some service describes. */
export const ROUTE_RULES: Array<[RegExp, ServiceKey]> = [
  [/^\/api\/(auth|user-settings|admin)(\/|\?|$)/, 'auth'],
  [/^\/api\/work-records\/[^/?]+\/generate-summary(\?|$)/, 'ai'],
  [/^\/api\/(export|import|calendar-feed|attachments)(\/|\?|$)/, 'diary'],
  [/^\/api\/(work-records|work-notes|draft-notes|calendar|tags|stats|ask|projects|timesheet)(\/|\?|$)/, 'diary'],
  [/^\/api\/(reports|images|audio|diagnostic)(\/|\?|$)/, 'ai'],
  [/^\/api\/search(\/|\?|$)/, 'search'],
];

export function serviceFor(path: string): ServiceKey | undefined {
  return ROUTE_RULES.find(([re]) => re.test(path))?.[1];
}

export function serviceUrl(config: BaseConfig, key: ServiceKey): string {
  return { auth: config.AUTH_URL, diary: config.DIARY_URL, ai: config.AI_URL, search: config.SEARCH_URL }[
    key
  ];
}

export const SERVICE_LABEL: Record<ServiceKey, string> = {
  auth: 'sign-in',
  diary: 'diary',
  ai: 'AI',
  search: 'search',
};
