// Merges the services' OpenAPI documents (each describing its own /api routes, see
// libs/server-core/src/openapi.ts) into the one the gateway publishes on /api/openapi.json.
import type { OpenAPIObject } from '@nestjs/swagger';

export interface ServiceDocument {
  service: string;
  document: OpenAPIObject | null;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function mergeOpenApi(parts: ServiceDocument[]): OpenAPIObject {
  const merged: OpenAPIObject = {
    openapi: '3.0.0',
    info: {
      title: 'Work diary API',
      version: '1',
      description: [
        'Every route of the work diary, merged from the services that answer them.',
        'Sign in with the session cookie (POST /api/auth/login), or send a personal API token',
        '(Settings → Security → API tokens) as `Authorization: Bearer wdt_…`: a read token may only',
        'read (GET), and no token may manage tokens, sessions, the password, two-factor sign-in or',
        'the account. Errors answer `{"statusCode","message","error"}` with a readable message.',
      ].join(' '),
    },
    tags: [],
    paths: {},
    components: { schemas: {}, securitySchemes: {} },
    security: [{ session: [] }, { bearer: [] }],
  };
  const missing: string[] = [];
  for (const { service, document } of parts) {
    if (!document) {
      missing.push(service);
      continue;
    }
    merged.tags!.push({ name: service });
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const target = (merged.paths[path] ??= {});
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        target[method] = <typeof operation>{
          ...operation,
          tags: operation.tags?.length ? operation.tags : [service],
          // Which service describes (and answers) it: the OpenAPI test checks the route table agrees.
          'x-service': service,
        };
      }
    }
    Object.assign(merged.components!.schemas!, document.components?.schemas ?? {});
    Object.assign(merged.components!.securitySchemes!, document.components?.securitySchemes ?? {});
  }
  merged.paths = Object.fromEntries(Object.entries(merged.paths).sort(([a], [b]) => a.localeCompare(b)));
  if (missing.length)
    (merged as OpenAPIObject & { 'x-missing-services'?: string[] })['x-missing-services'] = missing;
  return merged;
}
