// MUI X's pickers in the user's language and formats: their own texts (localeText), month and
// day names, and the first day of the week (a dayjs locale made by lib/i18n/formats.ts).
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { deDE, esES, frFR, jaJP, ptBR } from '@mui/x-date-pickers/locales';
import { useTranslation } from 'react-i18next';
import { dayjsLocaleName } from '../../lib/i18n/formats';

const PICKER_TEXTS = { de: deDE, fr: frFR, es: esES, 'pt-BR': ptBR, ja: jaJP } as const;

export function PickerLocalization({ children }: { children: ReactNode }) {
  // Redraws when the language or the formats change.
  const { i18n } = useTranslation();
  const texts = PICKER_TEXTS[i18n.language as keyof typeof PICKER_TEXTS];
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={dayjsLocaleName()}
      localeText={texts?.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
