// auth service environment: the shared variables plus its own, validated at boot.
import { z } from 'zod';
import { baseEnvShape } from '@diary/server-core';

export const configSchema = z.object({
  ...baseEnvShape,
});
export type AuthConfig = z.infer<typeof configSchema>;
