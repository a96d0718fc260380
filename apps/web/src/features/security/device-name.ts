// "Firefox 128 on Linux" from a User-Agent header (bowser), for the signed-in devices list.
import Bowser from 'bowser';
import { i18n } from '../../lib/i18n/i18n';

export function deviceName(userAgent: string | null): string {
  if (!userAgent) return i18n.t('security:devices.unknown');
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name
    ? `${browser.name}${browser.version ? ` ${browser.version.split('.')[0]}` : ''}`
    : '';
  const system = os.name ?? '';
  if (name && system) return i18n.t('security:devices.browserOn', { browser: name, system });
  return name || system || i18n.t('security:devices.unknown');
}
