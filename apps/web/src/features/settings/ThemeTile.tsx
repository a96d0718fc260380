// One theme to choose: its crest, colours, name and motto; the active one is marked (Active
// badge, aria-pressed) and stays reachable by keyboard.
import { Box, ButtonBase, Chip, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import type { ThemeName } from '@diary/contracts';
import { CrestIcon } from '../../lib/theme/CrestIcon';
import { THEME_SPECS } from '../../lib/theme/theme-specs';
import { visuallyHidden } from '../../components/visually-hidden';
import { themeLabelKey, themeMottoKey } from './theme-words';

export function ThemeTile({
  name,
  active,
  disabled,
  onSelect,
}: {
  name: ThemeName;
  active: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('settings');
  const spec = THEME_SPECS[name];
  return (
    <ButtonBase
      onClick={active ? undefined : onSelect}
      disabled={disabled}
      aria-pressed={active}
      data-theme-option={name}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        textAlign: 'left',
        width: '100%',
        height: '100%',
        borderRadius: 3,
        overflow: 'hidden',
        border: 2,
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        transition: 'border-color 150ms ease, transform 150ms ease, box-shadow 150ms ease',
        '&:hover': { borderColor: 'primary.light', transform: 'translateY(-1px)', boxShadow: 2 },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '&.Mui-disabled': { opacity: 0.6 },
      }}
    >
      <Box
        sx={{
          height: 64,
          background: spec.panel,
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          px: 1.5,
        }}
      >
        <Box
          sx={{
            width: 42,
            height: 42,
            borderRadius: '50%',
            bgcolor: 'rgba(255,255,255,0.94)',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <CrestIcon name={name} sx={{ fontSize: 28 }} />
        </Box>
        <Box sx={{ position: 'absolute', right: 10, bottom: 8, display: 'flex', gap: 0.5 }} aria-hidden>
          {[spec.primary, spec.secondary, spec.background].map((c) => (
            <Box
              key={c}
              sx={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: c,
                border: '2px solid rgba(255,255,255,0.85)',
              }}
            />
          ))}
        </Box>
      </Box>
      <Box sx={{ p: 1.5, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          {/* The tile's name is its visible text, read as "<Name> theme". */}
          <Typography sx={{ fontWeight: 700, fontFamily: spec.headingFont }}>
            {t(themeLabelKey(name))}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {t('theme.tileSuffix')}
            </Box>
          </Typography>
          {active && (
            <Chip
              size="small"
              color="primary"
              icon={<CheckIcon />}
              label={t('theme.active')}
              sx={{ height: 22, fontWeight: 600 }}
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.4 }}>
          {t(themeMottoKey(name))}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
