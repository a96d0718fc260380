// What the Security card's sections share: a titled section and the toast that says an action failed.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { serverMessageOf } from '../../lib/server-message';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function useFailureToast() {
  const { t } = useTranslation('security');
  const dispatch = useAppDispatch();
  return (title: string, err: unknown) =>
    dispatch(
      showToast({
        title,
        description: serverMessageOf(err) ?? t('tryAgain'),
        variant: 'destructive',
      }),
    );
}
