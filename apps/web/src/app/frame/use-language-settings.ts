// Once signed in: the saved language and formats are applied, and a user who has none yet gets
// the browser's language saved (first sign-in), so every device then shows the one they chose.
import { useEffect, useRef } from 'react';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';
import { applyLanguage } from '../../lib/i18n/apply-language';
import { languageFromBrowser } from '../../lib/i18n/languages';

export function useLanguageSettings() {
  const { data } = useGetUserSettingsQuery();
  const [save] = useSaveUserSettingsMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (!data) return;
    const language = data.language ?? languageFromBrowser();
    void applyLanguage({
      language,
      locale: data.locale,
      weekStart: data.weekStart,
      timeFormat: data.timeFormat,
    });
    if (data.language !== null || sent.current) return;
    sent.current = true;
    save({ language })
      .unwrap()
      .catch((err: unknown) => console.warn('Could not save the browser language', err));
  }, [data, save]);
}
