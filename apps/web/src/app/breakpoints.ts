// Screen sizes: mobile below 640 px, tablet below 1024 px, desktop otherwise.
// The MUI theme uses the same values (sm = 640, md = 1024), so sx={{ display: { xs, sm, md } }} agrees.
import { useMediaQuery } from '@mui/material';

export const MOBILE_MAX_WIDTH = 640;
export const TABLET_MAX_WIDTH = 1024;

export type ScreenSize = 'mobile' | 'tablet' | 'desktop';

export function useScreenSize(): ScreenSize {
  const mobile = useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH - 0.02}px)`, { noSsr: true });
  const tablet = useMediaQuery(`(max-width:${TABLET_MAX_WIDTH - 0.02}px)`, { noSsr: true });
  return mobile ? 'mobile' : tablet ? 'tablet' : 'desktop';
}
