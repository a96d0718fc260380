// Secrets the server keeps for a user (webhook signing secrets, connection tokens), encrypted at
// rest with AES-256-GCM under SECRETS_KEY. A sealed value names the key that sealed it, so keys
// can be rotated: the first key of SECRETS_KEY seals, every key listed opens.
import { ServiceUnavailableException } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { BaseConfig } from '../config';

export interface SecretKeyring {
  /** [id, key] pairs, the sealing key first; empty when SECRETS_KEY is not set. */
  keys: ReadonlyArray<readonly [string, Buffer]>;
}

const VERSION = 'v1';

/** The key's id: the first 8 hex digits of its SHA-256 (says which key sealed, reveals nothing). */
function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** Parses one key: 64 hex digits or the base64 of 32 bytes; null when it is neither. */
export function parseSecretKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value, 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

export function secretKeyringFromConfig(config: Pick<BaseConfig, 'SECRETS_KEY'>): SecretKeyring {
  return {
    keys: config.SECRETS_KEY.map((text) => {
      const key = parseSecretKey(text) as Buffer;
      return [keyId(key), key] as const;
    }),
  };
}

function sealingKey(keyring: SecretKeyring): readonly [string, Buffer] {
  const first = keyring.keys[0];
  if (!first) {
    throw new ServiceUnavailableException('This server cannot store secrets: SECRETS_KEY is not set.');
  }
  return first;
}

/**
 * Encrypts `plaintext` under the keyring's first key; `context` (e.g. "webhook:{id}") is bound as
 * associated data, so a sealed value copied to another row does not open there.
 * Result: `v1.{keyId}.{iv}.{ciphertext}.{tag}`, base64url parts.
 */
export function sealSecret(plaintext: string, keyring: SecretKeyring, context = ''): string {
  const [id, key] = sealingKey(keyring);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, ciphertext, cipher.getAuthTag()].map((b) => b.toString('base64url'));
  return [VERSION, id, ...parts].join('.');
}

/** Decrypts a value sealSecret made with the same context; throws when it was altered or its key is gone. */
export function openSecret(sealed: string, keyring: SecretKeyring, context = ''): string {
  const [version, id, iv, ciphertext, tag] = sealed.split('.');
  if (version !== VERSION || tag === undefined) throw new Error('not a sealed secret');
  const key = keyring.keys.find(([candidate]) => candidate === id)?.[1];
  if (!key) throw new Error(`the key ${id} that sealed this secret is not in SECRETS_KEY`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
