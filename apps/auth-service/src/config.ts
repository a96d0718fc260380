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

const flag = z
  .enum(['true', 'false', ''], { errorMap: () => ({ message: 'must be true or false' }) })
  .default('false')
  .transform((v) => v === 'true');

/** An empty value (OIDC_ISSUER= in a compose file) means unset. */
const unsetIfEmpty = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Plain http is for a provider on this machine only (tests, a local Keycloak). */
const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

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
    /**
     * Sign in with your organisation (OpenID Connect): the provider's issuer URL (discovery is read
     * from {issuer}/.well-known/openid-configuration). Unset: no such sign-in.
     */
    OIDC_ISSUER: unsetIfEmpty(z.string().url('must be the provider’s issuer URL')),
    OIDC_CLIENT_ID: unsetIfEmpty(z.string()),
    /** Unset for a public client (PKCE alone); a confidential client sends it to the token endpoint. */
    OIDC_CLIENT_SECRET: unsetIfEmpty(z.string()),
    /** The sign-in page's button reads "Sign in with {OIDC_LABEL}". */
    OIDC_LABEL: z.string().trim().min(1).max(60).default('your organisation'),
    /** true: the provider's users get an account on first sign-in without an invitation. */
    OIDC_AUTO_REGISTER: flag,
    /** true: password sign-in and registration are refused except for administrators. */
    OIDC_ONLY: flag,
  })
  .superRefine((env, ctx) => {
    // A key pair that does not match would sign tokens no service accepts: stop at boot instead.
    if (!pairMatches(env.AUTH_PRIVATE_KEY, env.AUTH_PUBLIC_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_PRIVATE_KEY'],
        message: 'is not the private key of AUTH_PUBLIC_KEY',
      });
    const oidcIssue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (env.OIDC_ISSUER) {
      const issuer = new URL(env.OIDC_ISSUER);
      if (issuer.protocol !== 'https:' && !isLoopback(issuer))
        oidcIssue('OIDC_ISSUER', 'must be an https:// URL (http only for a provider on this machine)');
      if (!env.OIDC_CLIENT_ID) oidcIssue('OIDC_CLIENT_ID', 'is required with OIDC_ISSUER');
      // The redirect URI registered at the provider is built from it; a Host header must never choose it.
      if (env.PUBLIC_ORIGIN.length === 0)
        oidcIssue('PUBLIC_ORIGIN', 'is required with OIDC_ISSUER (the redirect URI is built from it)');
    } else if (env.OIDC_ONLY) oidcIssue('OIDC_ONLY', 'needs OIDC_ISSUER');
  });
export type AuthConfig = z.infer<typeof configSchema>;

/** Whether sign-in with an organisation is configured. */
export const oidcEnabled = (config: Pick<AuthConfig, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID'>) =>
  Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID);

export const sessionTtlSeconds = (config: Pick<AuthConfig, 'SESSION_TTL_DAYS'>) =>
  config.SESSION_TTL_DAYS * 24 * 60 * 60;
