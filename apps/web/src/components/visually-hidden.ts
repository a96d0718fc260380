// Text for screen readers only: kept in the accessibility tree, drawn nowhere.
import type { SxProps, Theme } from '@mui/material';

export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: 1,
  height: 1,
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
