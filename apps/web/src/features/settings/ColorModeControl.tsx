// The colour mode: light, dark or follow the system, for whichever theme is active. A choice
// applies at once and is saved with the user's settings, so it follows them to other devices.
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import { useTranslation } from 'react-i18next';
import { isColorMode } from '../../lib/theme/theme.slice';
import { tKey } from '../../lib/i18n/t-key';
import { useAppSelector } from '../../lib/store';
import { useColorModeChange } from '../../lib/theme/use-color-mode-change';

const OPTIONS = [
  { value: 'light', label: tKey('settings:theme.light'), icon: <LightModeOutlinedIcon fontSize="small" /> },
  { value: 'dark', label: tKey('settings:theme.dark'), icon: <DarkModeOutlinedIcon fontSize="small" /> },
  {
    value: 'system',
    label: tKey('settings:theme.system'),
    icon: <SettingsBrightnessOutlinedIcon fontSize="small" />,
  },
] as const;

export function ColorModeControl({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('settings');
  const mode = useAppSelector((s) => s.theme.mode);
  const change = useColorModeChange();
  return (
    <Box sx={{ mb: 2.5 }}>
      <Typography id="color-mode-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('theme.colourMode')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        aria-labelledby="color-mode-label"
        onChange={(_e, value: unknown) => {
          if (isColorMode(value)) change(value);
        }}
        disabled={disabled}
        sx={{ flexWrap: 'wrap' }}
      >
        {OPTIONS.map((o) => (
          <ToggleButton key={o.value} value={o.value} sx={{ gap: 0.75, px: 2 }}>
            {o.icon}
            {t(o.label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('theme.systemHelp')}
      </Typography>
    </Box>
  );
}
