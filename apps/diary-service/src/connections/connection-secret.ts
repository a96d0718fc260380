// A connection's token (or a calendar's private address) is kept sealed with SECRETS_KEY
// (AES-256-GCM, the secret box of libs/server-core), bound to its connection's id, and opened only
// for the fetch that needs it.
import { openSecret, sealSecret, type SecretKeyring } from '@diary/server-core';

const context = (connectionId: string) => `connection:${connectionId}`;

export const sealConnectionSecret = (plain: string, keyring: SecretKeyring, connectionId: string): string =>
  sealSecret(plain, keyring, context(connectionId));

export const openConnectionSecret = (sealed: string, keyring: SecretKeyring, connectionId: string): string =>
  openSecret(sealed, keyring, context(connectionId));

/**
 * A calendar's published address is itself the secret (whoever holds it reads the calendar), so it
 * is shown as its host and file name only: https://calendar.google.com/…/basic.ics.
 */
export function displayCalendarUrl(address: string): string {
  const url = new URL(address);
  const file = url.pathname.split('/').filter(Boolean).at(-1);
  return `${url.origin}/…${file ? `/${file}` : ''}`;
}
