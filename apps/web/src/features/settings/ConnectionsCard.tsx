// Card 4, System Connections: the AI-service connection test with its status badge, and the
// engines that turn voice and images into text, and the database line, which always reads
// 'Connected' (static, no check).
import { useState } from 'react';
import { Box, Button, Chip, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import type { ApiError } from '../../lib/api';
import { SettingsCard } from '../../components/SettingsCard';
import { CaptureEnginesInfo } from './CaptureEnginesInfo';
import { useTestAiConnectionMutation } from '../../api/ai.api';
import { formatNumber } from '../../lib/time';
import { ConnectionResult, DEFAULT_PROVIDER, fromError, fromResponse } from './connection-test';

export function ConnectionsCard() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const [test, { isLoading }] = useTestAiConnectionMutation();
  const [result, setResult] = useState<ConnectionResult | null>(null);

  const run = async () => {
    let next: ConnectionResult;
    // The test runs one short generation; its time is what a summary's wait starts from.
    const started = performance.now();
    try {
      next = fromResponse(await test().unwrap());
    } catch (err) {
      next = fromError(err as ApiError, result?.provider ?? DEFAULT_PROVIDER);
    }
    const ms = Math.round(performance.now() - started);
    next = {
      ...next,
      message:
        ms < 1000
          ? t('system.elapsedMs', { message: next.message, ms: formatNumber(ms) })
          : t('system.elapsedS', {
              message: next.message,
              s: formatNumber(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            }),
    };
    setResult(next);
    dispatch(showToast(next.toast));
  };

  const connected = result?.status === 'success';
  return (
    <SettingsCard
      id="system-connections"
      icon={<HubOutlinedIcon />}
      title={t('system.title')}
      description={t('system.description')}
    >
      <Stack divider={<Divider flexItem />} spacing={2}>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <SmartToyOutlinedIcon color="action" />
            <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 120 }}>{t('system.aiService')}</Typography>
            <Chip
              size="small"
              label={connected ? t('system.connected') : t('system.unknown')}
              color={connected ? 'success' : 'default'}
              variant={connected ? 'filled' : 'outlined'}
              sx={{ fontWeight: 600 }}
            />
          </Box>
          {result && (
            <Typography
              variant="body2"
              role="status"
              sx={{
                mt: 1,
                ml: 4.5,
                color: connected ? 'success.main' : 'error.main',
                wordBreak: 'break-word',
              }}
            >
              {result.message}
            </Typography>
          )}
          <Button
            variant="outlined"
            onClick={run}
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ mt: 1.5, ml: 4.5 }}
          >
            {isLoading ? t('system.testing') : t('system.test')}
          </Button>
        </Box>
        <CaptureEnginesInfo />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <StorageOutlinedIcon color="action" />
          <Typography sx={{ fontWeight: 600, flex: 1 }}>{t('system.database')}</Typography>
          <Chip
            size="small"
            label={t('system.dbConnected')}
            color="success"
            variant="outlined"
            sx={{ fontWeight: 600 }}
          />
        </Box>
      </Stack>
    </SettingsCard>
  );
}
