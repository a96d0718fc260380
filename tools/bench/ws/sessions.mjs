// Sessions for the /ws benchmarks: signed with a throw-away Ed25519 key and cached in Redis exactly
// as the auth service caches live sessions, so a gateway accepts them with no auth service running.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { importPKCS8, SignJWT } from 'jose';

/** `count` users with a live session each → { publicPem, users: [{ userId, token }] }. */
export async function signSessions(redisUrl, prefix, count) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const signingKey = await importPKCS8(
    privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    'EdDSA',
  );
  const redis = new Redis(redisUrl);
  const users = [];
  const pipeline = redis.pipeline();
  for (let i = 0; i < count; i++) {
    const userId = randomUUID();
    const sid = randomUUID();
    const token = await new SignJWT({ sid, username: `bench_${i}` })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(userId)
      .setIssuer('work-diary-auth')
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(signingKey);
    users.push({ userId, token });
    pipeline.set(`${prefix}session:${sid}`, userId, 'EX', 7200);
  }
  await pipeline.exec();
  redis.disconnect();
  return { publicPem, users };
}

/** Deletes every key under the bench's prefix. */
export async function dropPrefix(redisUrl, prefix) {
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  redis.disconnect();
}
