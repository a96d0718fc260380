import { Box, Typography } from '@mui/material';

export function NotFoundPage() {
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h4" component="h1">
        404 Page Not Found
      </Typography>
      <Typography sx={{ mt: 1 }}>Did you forget to add the page to the router?</Typography>
    </Box>
  );
}
