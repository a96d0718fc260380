// Language and formats, each saved at once and shown at once (no reload): the app's language,
// the locale dates and numbers are written in, the first day of the week and the clock. "As
// the locale" leaves a format to the locale (lib/i18n/formats.ts).
import type { ReactNode } from 'react';
import { FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import type { UserSettings } from '@diary/contracts';
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
type FormatKey = 'locale' | 'weekStart' | 'timeFormat';

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
  // The formats that may be left to the locale ("auto" is null on the server).
  const formatChoices: {
    key: FormatKey;
    id: string;
    label: string;
    auto: string;
    options: Record<string, string>;
  }[] = [
    {
      key: 'locale',
      id: 'ui-locale',
      label: t('language.locale'),
      auto: t('language.localeAuto'),
      options: Object.fromEntries(locales.map((l) => [l, `${localeName(l, language)} (${l})`])),
    },
    {
      key: 'weekStart',
      id: 'ui-week-start',
      label: t('language.weekStart'),
      auto: t('language.fromLocale'),
      options: { monday: t('language.monday'), sunday: t('language.sunday') },
    },
    {
      key: 'timeFormat',
      id: 'ui-time-format',
      label: t('language.timeFormat'),
      auto: t('language.fromLocale'),
      options: { '24h': t('language.hours24'), '12h': t('language.hours12') },
    },
  ];

  return (
    <SettingsCard
      id="language-and-formats"
      icon={<TranslateOutlinedIcon />}
      title={t('language.title')}
      description={t('language.description')}
    >
      <Stack spacing={2.5}>
        <LabelledSelect
          id="ui-language"
          label={t('language.language')}
          disabled={busy}
          value={language}
          onChange={(v) => {
            if (isUiLanguage(v)) change({ language: v });
          }}
        >
          {UI_LANGUAGES.map((l) => (
            <MenuItem key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </MenuItem>
          ))}
        </LabelledSelect>
        {formatChoices.map(({ key, id, label, auto, options }) => (
          <LabelledSelect
            key={key}
            id={id}
            label={label}
            disabled={busy}
            value={chosen[key] ?? AUTO}
            onChange={(v) => change({ [key]: v === AUTO ? null : v })}
          >
            <MenuItem value={AUTO}>{auto}</MenuItem>
            {Object.entries(options).map(([value, text]) => (
              <MenuItem key={value} value={value}>
                {text}
              </MenuItem>
            ))}
          </LabelledSelect>
        ))}
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

/** One setting's select with its label (ids `<id>` and `<id>-label`), saved on change. */
function LabelledSelect(props: {
  id: string;
  label: string;
  disabled: boolean;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const { id, label } = props;
  return (
    <FormControl fullWidth disabled={props.disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.children}
      </Select>
    </FormControl>
  );
}
