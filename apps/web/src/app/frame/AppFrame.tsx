// Placeholder: the frame (top bar, sidebar, mobile menu) is built by the web-shell issue.
import { Outlet } from 'react-router-dom';
import { Box } from '@mui/material';

export function AppFrame() {
  return (
    <Box component="main" sx={{ p: 2 }}>
      <Outlet />
    </Box>
  );
}
