import { describe, expect, it } from 'vitest';
import { SealedEnvelope } from '@diary/contracts';
import { newNoteKey, openSealed, sealWith, WRONG_PASSPHRASE, WrongPassphraseError } from './sealed-note';

// 600,000 PBKDF2 rounds a key: each test derives two or three, slow on a loaded machine.
describe('sealing a note in the browser', () => {
  it('makes an envelope the server accepts, with a new IV each time, that opens with the passphrase', async () => {
    const key = await newNoteKey('blue lantern 42');
    const first = await sealWith(key, 'Meet Ana at 5 — ünïcödé 🎉');
    const second = await sealWith(key, 'Meet Ana at 5 — ünïcödé 🎉');
    expect(SealedEnvelope.safeParse(first).success).toBe(true);
    expect(first.kdf).toEqual({ name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 });
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toContain('Ana');
    const { text } = await openSealed(first, 'blue lantern 42');
    expect(text).toBe('Meet Ana at 5 — ünïcödé 🎉');
  }, 60_000);

  it('gives every sealing its own salt and refuses a wrong passphrase with a sentence', async () => {
    const a = await sealWith(await newNoteKey('blue lantern 42'), 'x');
    const b = await sealWith(await newNoteKey('blue lantern 42'), 'x');
    expect(a.salt).not.toBe(b.salt);
    const wrong = openSealed(a, 'red lantern 42');
    await expect(wrong).rejects.toBeInstanceOf(WrongPassphraseError);
    await expect(wrong).rejects.toThrow(WRONG_PASSPHRASE);
  }, 60_000);
});
