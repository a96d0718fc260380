// Language and formats, each saved at once and shown at once (no reload): the app's language,
// the locale dates and numbers are written in, the first day of the week and the clock. "As
// the locale" leaves a format to the locale (lib/i18n/formats.ts).
import { FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import type { TimeFormat, UserSettings, WeekStart } from '@diary/contracts';
import { SettingsCard } from '../../components/SettingsCard';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';
import { applyLanguage, currentLanguage } from '../../lib/i18n/apply-language';
import { LANGUAGE_NAMES, UI_LANGUAGES, isUiLanguage } from '../../lib/i18n/languages';
import { formats } from '../../lib/i18n/formats';
import { formatClock, formatLongDate } from '../../lib/time';

/** Locales offered beside the browser's own; each is written in its own language. */
const LOCALES = [
  'en-US',
  'en-GB',
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-FR',
  'fr-CA',
  'es-ES',
  'es-MX',
  'pt-BR',
  'pt-PT',
  'ja-JP',
];
const AUTO = 'auto';

function localeName(tag: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export function LanguageAndFormatsCard() {
  const { t } = useTranslation('settings');
  const { data, isLoading } = useGetUserSettingsQuery();
  const [save, { isLoading: isSaving }] = useSaveUserSettingsMutation();
  const busy = isLoading || isSaving;
  const language = data?.language ?? currentLanguage();
  const chosen = {
    language,
    locale: data?.locale ?? null,
    weekStart: data?.weekStart ?? null,
    timeFormat: data?.timeFormat ?? null,
  };

  const change = (patch: Partial<Pick<UserSettings, 'language' | 'locale' | 'weekStart' | 'timeFormat'>>) => {
    const next = { ...chosen, ...patch };
    // Shown at once; the server keeps it for the next sign-in and every other device.
    void applyLanguage({ ...next, language: isUiLanguage(next.language) ? next.language : 'en' });
    void save(patch);
  };
  const locales = chosen.locale && !LOCALES.includes(chosen.locale) ? [chosen.locale, ...LOCALES] : LOCALES;
  const sample = new Date(2026, 2, 1, 15, 30);

  return (
    <SettingsCard
      id="language-and-formats"
      icon={<TranslateOutlinedIcon />}
      title={t('language.title')}
      description={t('language.description')}
    >
      <Stack spacing={2.5}>
        <FormControl fullWidth disabled={busy}>
          <InputLabel id="ui-language-label">{t('language.language')}</InputLabel>
          <Select
            labelId="ui-language-label"
            id="ui-language"
            label={t('language.language')}
            value={language}
            onChange={(e) => {
              if (isUiLanguage(e.target.value)) change({ language: e.target.value });
            }}
          >
            {UI_LANGUAGES.map((l) => (
              <MenuItem key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl fullWidth disabled={busy}>
          <InputLabel id="ui-locale-label">{t('language.locale')}</InputLabel>
          <Select
            labelId="ui-locale-label"
            id="ui-locale"
            label={t('language.locale')}
            value={chosen.locale ?? AUTO}
            onChange={(e) => change({ locale: e.target.value === AUTO ? null : e.target.value })}
          >
            <MenuItem value={AUTO}>{t('language.localeAuto')}</MenuItem>
            {locales.map((l) => (
              <MenuItem key={l} value={l}>
                {localeName(l, language)} ({l})
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl fullWidth disabled={busy}>
          <InputLabel id="ui-week-start-label">{t('language.weekStart')}</InputLabel>
          <Select
            labelId="ui-week-start-label"
            id="ui-week-start"
            label={t('language.weekStart')}
            value={chosen.weekStart ?? AUTO}
            onChange={(e) =>
              change({ weekStart: e.target.value === AUTO ? null : (e.target.value as WeekStart) })
            }
          >
            <MenuItem value={AUTO}>{t('language.fromLocale')}</MenuItem>
            <MenuItem value="monday">{t('language.monday')}</MenuItem>
            <MenuItem value="sunday">{t('language.sunday')}</MenuItem>
          </Select>
        </FormControl>
        <FormControl fullWidth disabled={busy}>
          <InputLabel id="ui-time-format-label">{t('language.timeFormat')}</InputLabel>
          <Select
            labelId="ui-time-format-label"
            id="ui-time-format"
            label={t('language.timeFormat')}
            value={chosen.timeFormat ?? AUTO}
            onChange={(e) =>
              change({ timeFormat: e.target.value === AUTO ? null : (e.target.value as TimeFormat) })
            }
          >
            <MenuItem value={AUTO}>{t('language.fromLocale')}</MenuItem>
            <MenuItem value="24h">{t('language.hours24')}</MenuItem>
            <MenuItem value="12h">{t('language.hours12')}</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2" color="text.secondary" data-testid="format-sample">
          {t('language.sample', {
            date: formatLongDate(sample.toISOString()),
            time: formatClock(sample),
            locale: formats().locale,
          })}
        </Typography>
      </Stack>
    </SettingsCard>
  );
}
