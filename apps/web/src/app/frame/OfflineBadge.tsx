// In the top bar: "Offline" while the browser has no network, and how many things saved offline
// wait to be sent.
import { Chip } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useOnline } from '../../lib/use-online';
import { usePendingCount } from '../../lib/offline/use-outbox-sync';
import { useTranslation } from 'react-i18next';

export function OfflineBadge() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const pending = usePendingCount();
  if (online && pending === 0) return null;
  const waiting = pending > 0 ? t('shell.waiting', { count: pending }) : '';
  const label = online
    ? t('shell.sending', { waiting })
    : waiting
      ? t('shell.offlineWaiting', { waiting })
      : t('shell.offline');
  return (
    <Chip
      role="status"
      aria-live="polite"
      data-testid="offline-badge"
      size="small"
      color={online ? 'default' : 'warning'}
      variant="outlined"
      icon={online ? <CloudUploadOutlinedIcon /> : <CloudOffOutlinedIcon />}
      label={label}
      sx={{ flex: '0 0 auto', fontWeight: 600 }}
    />
  );
}
