// auth service environment: the shared variables plus its own, validated at boot.
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { z } from 'zod';
import { REGISTRATION_MODES } from '@diary/contracts';
import { baseEnvShape } from '@diary/server-core';

const pem = z
  .string({ required_error: 'is required (a PEM key)' })
  .min(1, 'is required (a PEM key)')
  .transform((v) => v.replace(/\\n/g, '\n'))
  .refine((v) => v.includes('-----BEGIN'), 'must be a PEM key');

function pairMatches(privatePem: string, publicPem: string): boolean {
  try {
    const derived = createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'der' });
    return derived.equals(createPublicKey(publicPem).export({ type: 'spki', format: 'der' }));
  } catch {
    return false;
  }
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const configSchema = z
  .object({
    ...baseEnvShape,
    /** Ed25519 private key (PKCS#8 PEM) that signs session tokens. Only this service holds it. */
    AUTH_PRIVATE_KEY: pem,
    SESSION_TTL_DAYS: positiveInt(30),
    /** Failed sign-ins allowed per username, then per client address, within the window. */
    LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt(5),
    LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
    LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(300),
    /** Registrations allowed per client address within the window (loopback clients are not counted). */
    REGISTER_MAX_PER_IP: positiveInt(10),
    REGISTER_WINDOW_SECONDS: positiveInt(3600),
    /** How often expired and revoked session records are deleted. */
    SESSION_CLEANUP_INTERVAL_SECONDS: positiveInt(3600),
    /** Who may sign up: anyone (open), holders of an invitation code (invite), or only those too (closed). */
    REGISTRATION: z
      .enum(REGISTRATION_MODES, { errorMap: () => ({ message: 'must be open, invite or closed' }) })
      .default('open'),
    /** How long an administrator's one-time password-reset link stays good. */
    PASSWORD_RESET_TTL_HOURS: positiveInt(24),
    /** How long an invitation code stays good. */
    INVITATION_TTL_DAYS: positiveInt(7),
  })
  .superRefine((env, ctx) => {
    // A key pair that does not match would sign tokens no service accepts: stop at boot instead.
    if (!pairMatches(env.AUTH_PRIVATE_KEY, env.AUTH_PUBLIC_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_PRIVATE_KEY'],
        message: 'is not the private key of AUTH_PUBLIC_KEY',
      });
  });
export type AuthConfig = z.infer<typeof configSchema>;

export const sessionTtlSeconds = (config: Pick<AuthConfig, 'SESSION_TTL_DAYS'>) =>
  config.SESSION_TTL_DAYS * 24 * 60 * 60;
