// The product's name with the active theme's crest, used by the top bar and the sign-in screens.
import { Box, Typography } from '@mui/material';
import { useAppSelector } from '../lib/store';
import { CrestIcon } from '../lib/theme/CrestIcon';

export const PRODUCT_NAME = 'Work Diary';

export function Brand({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const theme = useAppSelector((s) => s.theme.name);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 34,
          height: 34,
          borderRadius: 2,
          bgcolor: inverted ? 'rgba(255,255,255,0.92)' : 'background.default',
          border: 1,
          borderColor: inverted ? 'transparent' : 'divider',
        }}
      >
        <CrestIcon name={theme} sx={{ fontSize: 24 }} />
      </Box>
      {!compact && (
        <Typography
          component="span"
          sx={{
            fontWeight: 700,
            fontSize: '1.125rem',
            letterSpacing: '-0.01em',
            color: inverted ? '#fff' : 'text.primary',
          }}
        >
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}
