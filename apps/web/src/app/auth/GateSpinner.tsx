// The spinner the auth gate shows while it checks who is signed in.
import { useEffect, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AUTH_CHECK_TIMEOUT_MS, SLOW_NOTICE_MS } from './auth-timing';

export function GateSpinner({ onSlow, redirectTo }: { onSlow: () => void; redirectTo?: string }) {
  const [slow, setSlow] = useState(false);
  // Never waits for its own sentences (the check may finish first): until then, no words.
  const { t, ready } = useTranslation('common', { useSuspense: false });
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
        <CircularProgress aria-label={ready ? t('gate.checking') : '…'} />
        {slow && ready && <Typography color="text.secondary">{t('gate.slow')}</Typography>}
      </Box>
    </Box>
  );
}
