// The spinner the auth gate shows while it checks who is signed in.
import { useEffect, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { AUTH_CHECK_TIMEOUT_MS, SLOW_NOTICE_MS } from './auth-timing';

export function GateSpinner({ onSlow, redirectTo }: { onSlow: () => void; redirectTo?: string }) {
  const [slow, setSlow] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    const timers = [
      setTimeout(() => setSlow(true), AUTH_CHECK_TIMEOUT_MS),
      setTimeout(
        () => {
          onSlow();
          if (redirectTo) navigate(redirectTo, { replace: true });
        },
        AUTH_CHECK_TIMEOUT_MS + (redirectTo ? SLOW_NOTICE_MS : 0),
      ),
    ];
    return () => timers.forEach(clearTimeout);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress aria-label="Checking your session" />
        {slow && <Typography color="text.secondary">Taking longer than expected...</Typography>}
      </Box>
    </Box>
  );
}
