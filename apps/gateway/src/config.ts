// Gateway environment: the shared variables plus where the built web app is.
import { resolve } from 'node:path';
import { z } from 'zod';
import { baseEnvShape } from '@diary/server-core';

export const configSchema = z.object({
  ...baseEnvShape,
  WEB_DIST: z.string().default(resolve(process.cwd(), 'dist/apps/web')),
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(60000),
});
export type GatewayConfig = z.infer<typeof configSchema>;
