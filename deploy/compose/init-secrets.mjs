// The compose init service: on the first `docker compose up`, makes what the stack needs and
// nobody should have to type (the session key pair, the internal token, the secrets key, the database password)
// into the `secrets` volume, and keeps it on later starts. A value given in the environment
// (.env beside docker-compose.yml) wins and is written over the file.
// Runs as root in node:22-bookworm-slim; the apps (uid 1000) and Postgres (uid 999) read the files.
import { generateKeyPairSync, randomBytes, createPrivateKey, createPublicKey } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.SECRETS_DIR ?? '/run/work-diary';
const APP_UID = 1000;
const POSTGRES_UID = 999;
mkdirSync(dir, { recursive: true });

const given = (name) => (process.env[name] ?? '').replace(/\\n/g, '\n').trim();
const path = (file) => join(dir, file);
const have = (file) => existsSync(path(file)) && readFileSync(path(file), 'utf8').trim() !== '';
function put(file, value, uid = APP_UID) {
  writeFileSync(path(file), value.endsWith('\n') ? value : `${value}\n`, { mode: 0o400 });
  chownSync(path(file), uid, uid);
}
const said = [];

// Session key pair (Ed25519): the auth service signs with the private key, every app verifies.
if (given('AUTH_PRIVATE_KEY')) {
  const privatePem = given('AUTH_PRIVATE_KEY');
  put('auth-private-key', privatePem);
  put(
    'auth-public-key',
    given('AUTH_PUBLIC_KEY') ||
      createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' }).toString(),
  );
  said.push('session keys from the environment');
} else if (!have('auth-private-key') || !have('auth-public-key')) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  put('auth-private-key', privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  put('auth-public-key', publicKey.export({ type: 'spki', format: 'pem' }).toString());
  said.push('new session key pair');
}

if (given('INTERNAL_TOKEN'))
  (put('internal-token', given('INTERNAL_TOKEN')), said.push('internal token from the environment'));
else if (!have('internal-token'))
  (put('internal-token', randomBytes(32).toString('hex')), said.push('new internal token'));

// The key that encrypts secrets kept for users (webhook secrets, connection tokens).
if (given('SECRETS_KEY'))
  (put('secrets-key', given('SECRETS_KEY')), said.push('secrets key from the environment'));
else if (!have('secrets-key'))
  (put('secrets-key', randomBytes(32).toString('hex')), said.push('new secrets key'));

// The database password: Postgres reads it on its first start (POSTGRES_PASSWORD_FILE); the apps
// read the whole connection URL. Changing it later needs ALTER USER too (Postgres keeps its own).
if (given('POSTGRES_PASSWORD'))
  (put('postgres-password', given('POSTGRES_PASSWORD'), POSTGRES_UID),
    said.push('database password from the environment'));
else if (!have('postgres-password'))
  (put('postgres-password', randomBytes(24).toString('hex'), POSTGRES_UID),
    said.push('new database password'));
const password = readFileSync(path('postgres-password'), 'utf8').trim();
put('database-url', `postgres://postgres:${encodeURIComponent(password)}@postgres:5432/postgres`);

process.stdout.write(`secrets in ${dir}: ${said.length ? said.join(', ') : 'kept from an earlier start'}\n`);
