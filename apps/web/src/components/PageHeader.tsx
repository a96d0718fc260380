// The one header every screen uses: an optional way back, the title (the page's h1) and subtitle
// on the left, the view's actions on the right, and the date control, when the view has one,
// in the same place under the title. PAGE_WIDTH is the one content width of the screens.
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

export const PAGE_WIDTH = 1200;
/** The content column of a screen: one width, centred. */
export const pageSx = { maxWidth: PAGE_WIDTH, mx: 'auto', width: '100%' } as const;

export function PageHeader({
  title,
  subtitle,
  back,
  actions,
  date,
}: {
  title: string;
  subtitle: string;
  /** A "Back to …" link shown above the title. */
  back?: ReactNode;
  /** The view's buttons: at most one of them contained (the view's primary action). */
  actions?: ReactNode;
  /** The date control, for views that show one day. */
  date?: ReactNode;
}) {
  return (
    <Box component="header" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {back && <Box sx={{ ml: -1 }}>{back}</Box>}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ alignItems: { xs: 'stretch', md: 'flex-end' }, justifyContent: 'space-between', gap: 1.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Box>
        {actions && (
          <Stack
            direction="row"
            sx={{ flexShrink: 0, gap: 1, flexWrap: 'wrap', '& > *': { flex: { xs: 1, sm: 'none' } } }}
          >
            {actions}
          </Stack>
        )}
      </Stack>
      {date && <Box sx={{ minWidth: 0, maxWidth: '100%' }}>{date}</Box>}
    </Box>
  );
}
