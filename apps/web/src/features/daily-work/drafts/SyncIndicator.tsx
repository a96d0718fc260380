// The editor's sync state: Synced, Syncing... or Offline.
import { Box, CircularProgress, Typography } from '@mui/material';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import type { SyncStatus } from './use-note-draft';
import { tKey } from '../../../lib/i18n/t-key';
import { useTranslation } from 'react-i18next';

const LABEL: Record<SyncStatus, string> = {
  synced: tKey('dailyWork:sync.synced'),
  syncing: tKey('dailyWork:sync.syncing'),
  offline: tKey('dailyWork:sync.offline'),
};

export function SyncIndicator({ status, remoteUpdated }: { status: SyncStatus; remoteUpdated: boolean }) {
  const { t } = useTranslation('dailyWork');
  const color =
    status === 'offline' ? 'warning.main' : status === 'synced' ? 'success.main' : 'text.secondary';
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="sync-indicator"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color, minWidth: 0 }}
    >
      {status === 'syncing' ? (
        <CircularProgress size={14} thickness={5} color="inherit" />
      ) : status === 'offline' ? (
        <CloudOffOutlinedIcon sx={{ fontSize: 18 }} />
      ) : (
        <CloudDoneOutlinedIcon sx={{ fontSize: 18 }} />
      )}
      <Typography variant="caption" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {t(LABEL[status])}
      </Typography>
      {remoteUpdated && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
        >
          {t('sync.remote')}
        </Typography>
      )}
    </Box>
  );
}
