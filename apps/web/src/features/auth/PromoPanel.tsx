// The promotional panel of the sign-in screens (the product's selling points), shown on
// large screens only.
import { Box, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useAppSelector } from '../../lib/store';
import { THEME_SPECS } from '../../lib/theme/theme-specs';
import { Brand } from '../../components/Brand';
import { tKey } from '../../lib/i18n/t-key';
import { useTranslation } from 'react-i18next';

export const MARKETING_POINTS = [
  tKey('auth:promo.capture'),
  tKey('auth:promo.summaries'),
  tKey('auth:promo.workflow'),
  tKey('auth:promo.security'),
  tKey('auth:promo.quickStart'),
  tKey('auth:promo.pricing'),
];

export function PromoPanel() {
  const { t } = useTranslation('auth');
  const theme = useAppSelector((s) => s.theme.name);
  return (
    <Box
      component="aside"
      aria-label={t('promo.about')}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flex: '0 0 46%',
        maxWidth: 640,
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: '#fff',
        background: THEME_SPECS[theme].panel,
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          opacity: 0.09,
          backgroundImage: 'repeating-linear-gradient(0deg, #fff 0 1px, transparent 1px 32px)',
        }}
      />
      <Box sx={{ position: 'relative' }}>
        <Brand inverted />
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Typography
          sx={{
            textTransform: 'uppercase',
            letterSpacing: '0.14em',
            fontSize: '0.8rem',
            opacity: 0.85,
            mb: 1.5,
          }}
        >
          {t('promo.tagline')}
        </Typography>
        <Typography
          variant="h2"
          component="p"
          sx={{ fontSize: '2.25rem', lineHeight: 1.2, mb: 4, color: '#fff' }}
        >
          {t('promo.headline')}
        </Typography>
        <Stack component="ul" spacing={1.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {MARKETING_POINTS.map((point) => (
            <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box
                sx={{
                  flex: '0 0 auto',
                  display: 'grid',
                  placeItems: 'center',
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  bgcolor: 'rgba(255,255,255,0.18)',
                  mt: '1px',
                }}
              >
                <CheckIcon sx={{ fontSize: 16 }} />
              </Box>
              <Typography sx={{ fontSize: '1rem', lineHeight: 1.5 }}>{t(point)}</Typography>
            </Box>
          ))}
        </Stack>
      </Box>
      <Typography sx={{ position: 'relative', fontSize: '0.875rem', opacity: 0.8 }}>
        {t('promo.plans')}
      </Typography>
    </Box>
  );
}
