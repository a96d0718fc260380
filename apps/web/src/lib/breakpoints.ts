// Screen sizes: mobile below 640 px, tablet below 1024 px, desktop otherwise.
// The MUI theme takes its sm and md from these (create-app-theme.ts), so sx={{ display: { xs, sm, md } }} agrees.
import { useMediaQuery } from '@mui/material';

export const MOBILE_MAX_WIDTH = 640;
export const TABLET_MAX_WIDTH = 1024;
/** Below MOBILE_MAX_WIDTH, as a media query (what the theme's `breakpoints.down('sm')` matches). */
export const MOBILE_QUERY = `(max-width:${MOBILE_MAX_WIDTH - 0.02}px)`;

export type ScreenSize = 'mobile' | 'tablet' | 'desktop';

export function useScreenSize(): ScreenSize {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const tablet = useMediaQuery(`(max-width:${TABLET_MAX_WIDTH - 0.02}px)`, { noSsr: true });
  return mobile ? 'mobile' : tablet ? 'tablet' : 'desktop';
}
