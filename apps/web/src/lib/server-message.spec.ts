// The sentence a failed call shows: the server's English in English, the web's own sentence of the
// status a person meets in another language (contract, Your language and your formats).
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n/i18n';
import { serverMessageOf } from './server-message';
import deCommon from '../locales/de/common.json';

const refused = (status: number) => ({ status, message: `${status}`, serverMessage: 'Server sentence' });

afterEach(() => i18n.changeLanguage('en'));

describe('serverMessageOf', () => {
  it("keeps the server's English sentence in English", () => {
    expect(serverMessageOf(refused(429))).toBe('Server sentence');
    expect(serverMessageOf(refused(400))).toBe('Server sentence');
  });

  it('shows the German sentence of a refused input, a 429 and a 503 in German', async () => {
    i18n.addResourceBundle('de', 'common', deCommon, true, true);
    await i18n.changeLanguage('de');
    expect(serverMessageOf(refused(400))).toBe(deCommon.errors['400']);
    expect(serverMessageOf(refused(429))).toBe(deCommon.errors['429']);
    expect(serverMessageOf(refused(503))).toBe(deCommon.errors['503']);
  });

  it("keeps the server's sentence of a status without one of its own (a 422) in German", async () => {
    i18n.addResourceBundle('de', 'common', deCommon, true, true);
    await i18n.changeLanguage('de');
    expect(serverMessageOf(refused(422))).toBe('Server sentence');
  });

  it('gives nothing for an error without a sentence', () => {
    expect(serverMessageOf({ status: 0, message: 'Failed to fetch' })).toBeUndefined();
  });
});
