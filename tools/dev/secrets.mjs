// Local-run secrets, generated once and kept under .data/ so that restarts keep people signed in.
// In production they come from the environment (AUTH_PRIVATE_KEY, AUTH_PUBLIC_KEY, INTERNAL_TOKEN,
// SECRETS_KEY).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function localSecrets(root) {
  const dir = join(root, '.data', 'secrets');
  mkdirSync(join(root, '.data'), { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const priv = join(dir, 'session-private.pem');
  const pub = join(dir, 'session-public.pem');
  const token = join(dir, 'internal-token');
  const secretsKey = join(dir, 'secrets-key');
  if (!existsSync(priv) || !existsSync(pub)) {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    writeFileSync(priv, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(pub, publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o600 });
  }
  if (!existsSync(token)) writeFileSync(token, randomBytes(32).toString('hex'), { mode: 0o600 });
  if (!existsSync(secretsKey)) writeFileSync(secretsKey, randomBytes(32).toString('hex'), { mode: 0o600 });
  return {
    AUTH_PRIVATE_KEY: process.env.AUTH_PRIVATE_KEY ?? readFileSync(priv, 'utf8'),
    AUTH_PUBLIC_KEY: process.env.AUTH_PUBLIC_KEY ?? readFileSync(pub, 'utf8'),
    INTERNAL_TOKEN: process.env.INTERNAL_TOKEN ?? readFileSync(token, 'utf8').trim(),
    SECRETS_KEY: process.env.SECRETS_KEY ?? readFileSync(secretsKey, 'utf8').trim(),
  };
}
