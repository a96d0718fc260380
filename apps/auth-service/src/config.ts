// auth service environment: the shared variables plus its own, validated at boot.
import { z } from 'zod';
import { baseEnvShape } from '@diary/server-core';

const pem = z
  .string({ required_error: 'is required (a PEM key)' })
  .min(1, 'is required (a PEM key)')
  .transform((v) => v.replace(/\\n/g, '\n'))
  .refine((v) => v.includes('-----BEGIN'), 'must be a PEM key');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const configSchema = z.object({
  ...baseEnvShape,
  /** Ed25519 private key (PKCS#8 PEM) that signs session tokens. Only this service holds it. */
  AUTH_PRIVATE_KEY: pem,
  SESSION_TTL_DAYS: positiveInt(30),
  /** Failed sign-ins allowed per username, then per client address, within the window. */
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
  LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(300),
});
export type AuthConfig = z.infer<typeof configSchema>;

export const sessionTtlSeconds = (config: Pick<AuthConfig, 'SESSION_TTL_DAYS'>) => config.SESSION_TTL_DAYS * 24 * 60 * 60;
