// "Firefox 128 on Linux" from a User-Agent header (bowser), for the signed-in devices list.
import Bowser from 'bowser';

export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name
    ? `${browser.name}${browser.version ? ` ${browser.version.split('.')[0]}` : ''}`
    : '';
  const system = os.name ?? '';
  if (name && system) return `${name} on ${system}`;
  return name || system || 'Unknown device';
}
