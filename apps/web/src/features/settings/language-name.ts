// The summary and voice languages are kept by their English names ('German'); a menu in another
// language shows each in that language ('Deutsch', 'allemand' → 'Allemand') through Intl.
import { VOICE_LANGUAGE_CODES } from '@diary/contracts';

const CODES: Record<string, string | undefined> = VOICE_LANGUAGE_CODES;

export function languageName(value: string, uiLanguage: string): string {
  const code = CODES[value];
  if (!code || uiLanguage.startsWith('en')) return value;
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code);
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : value;
  } catch {
    return value;
  }
}
