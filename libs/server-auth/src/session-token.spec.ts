import { generateKeyPairSync } from 'node:crypto';
import { signSessionToken, verifySessionToken } from './session-token';

function keys() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    priv: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    pub: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

describe('session tokens', () => {
  const a = keys();
  const b = keys();
  const claims = { sub: 'user-1', sid: 'session-1', username: 'ada' };

  it('verifies a token it signed, again and again', async () => {
    const token = await signSessionToken(a.priv, claims, 60);
    expect(await verifySessionToken(a.pub, token)).toEqual(claims);
    expect(await verifySessionToken(a.pub, token)).toEqual(claims);
  });

  it('refuses a token signed with another key, even after the right key verified it', async () => {
    const token = await signSessionToken(b.priv, claims, 60);
    expect(await verifySessionToken(a.pub, token)).toBeNull();
    expect(await verifySessionToken(b.pub, token)).toEqual(claims);
    expect(await verifySessionToken(a.pub, token)).toBeNull();
  });

  it('refuses a tampered token', async () => {
    const token = await signSessionToken(a.priv, claims, 60);
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: 'user-2' }),
    ).toString('base64url');
    expect(await verifySessionToken(a.pub, `${h}.${forged}.${s}`)).toBeNull();
  });

  it('refuses a verified token once it has expired', async () => {
    const token = await signSessionToken(a.priv, claims, 1);
    expect(await verifySessionToken(a.pub, token)).toEqual(claims);
    await new Promise((r) => setTimeout(r, 2100));
    expect(await verifySessionToken(a.pub, token)).toBeNull();
  });
});
