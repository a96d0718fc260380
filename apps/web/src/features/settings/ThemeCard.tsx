// Card 3, Theme Settings: the five themes and the Sorting Hat, which picks another at random.
import { Alert, Box, Button } from '@mui/material';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { useTranslation } from 'react-i18next';
import { THEMES, ThemeName } from '@diary/contracts';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { themeChanged } from '../../lib/theme/theme.slice';
import { pickOtherTheme } from '../../lib/theme/theme-quotes';
import { SettingsCard } from '../../components/SettingsCard';
import { ThemeTile } from './ThemeTile';
import { ColorModeControl } from './ColorModeControl';
import type { SettingsFormProps } from './settings-form-props';
import { SaveSettingsButton } from './SaveSettingsButton';
import { themeLabelKey, themeQuoteKey } from './theme-words';

export function ThemeCard({ form }: SettingsFormProps) {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const { theme, busy, themeUnsaved, save, isSaving } = form;
  // In Settings a theme applies at once and reaches the server with Save.
  const choose = (name: ThemeName) => dispatch(themeChanged(name));

  const sortingHat = () => {
    const picked = pickOtherTheme(theme, THEMES);
    choose(picked);
    dispatch(
      showToast({
        title: t('theme.hatChosen'),
        description: t('theme.hatPick', { theme: t(themeLabelKey(picked)), quote: t(themeQuoteKey(picked)) }),
      }),
    );
  };

  return (
    <SettingsCard
      id="theme-settings"
      icon={<PaletteOutlinedIcon />}
      title={t('theme.title')}
      description={t('theme.description')}
      actions={
        <>
          <Button variant="outlined" startIcon={<AutoFixHighIcon />} onClick={sortingHat} disabled={busy}>
            {t('theme.sortingHat')}
          </Button>
          {themeUnsaved && <SaveSettingsButton onSave={() => void save()} busy={busy} saving={isSaving} />}
        </>
      }
    >
      {themeUnsaved && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="theme-unsaved">
          {t('theme.unsaved')}
        </Alert>
      )}
      <ColorModeControl disabled={busy} />
      <Box
        role="group"
        aria-label={t('theme.themes')}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {THEMES.map((name) => (
          <ThemeTile
            key={name}
            name={name}
            active={name === theme}
            disabled={busy}
            onSelect={() => choose(name)}
          />
        ))}
      </Box>
    </SettingsCard>
  );
}
