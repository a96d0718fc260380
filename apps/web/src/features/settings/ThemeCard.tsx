// Card 3, Theme Settings: the five themes and the Sorting Hat, which picks another at random.
import { Alert, Box, Button } from '@mui/material';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { THEMES, ThemeName } from '@diary/contracts';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { themeChanged } from '../../app/theme/theme.slice';
import { pickOtherTheme, SORTING_HAT_QUOTES } from '../../app/theme/theme-quotes';
import { THEME_SPECS } from '../../app/theme/theme-specs';
import { SettingsCard } from '../../components/SettingsCard';
import { ThemeTile } from './ThemeTile';
import { ColorModeControl } from './ColorModeControl';
import type { SettingsFormProps } from './settings-form-props';
import { SaveSettingsButton } from './SaveSettingsButton';

export function ThemeCard({ form }: SettingsFormProps) {
  const dispatch = useAppDispatch();
  const { theme, busy, themeUnsaved, save, isSaving } = form;
  // In Settings a theme applies at once and reaches the server with Save.
  const choose = (name: ThemeName) => dispatch(themeChanged(name));

  const sortingHat = () => {
    const picked = pickOtherTheme(theme, THEMES);
    choose(picked);
    dispatch(
      showToast({
        title: 'The Sorting Hat has chosen!',
        description: `${THEME_SPECS[picked].label}! "${SORTING_HAT_QUOTES[picked]}"`,
      }),
    );
  };

  return (
    <SettingsCard
      id="theme-settings"
      icon={<PaletteOutlinedIcon />}
      title="Theme Settings"
      description="Choose the colours of your notebook, or let the Sorting Hat decide."
      actions={
        <>
          <Button variant="outlined" startIcon={<AutoFixHighIcon />} onClick={sortingHat} disabled={busy}>
            Sorting Hat
          </Button>
          {themeUnsaved && <SaveSettingsButton onSave={() => void save()} busy={busy} saving={isSaving} />}
        </>
      }
    >
      {themeUnsaved && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="theme-unsaved">
          Not saved yet: this theme is only kept after a reload once you press Save Settings.
        </Alert>
      )}
      <ColorModeControl disabled={busy} />
      <Box
        role="group"
        aria-label="Themes"
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
