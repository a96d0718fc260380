// The daily overview: the day's totals and its sessions in start order, 5 at first.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { DayResponse } from '@diary/contracts';
import { SessionItem } from './SessionItem';
import { OVERVIEW_FIRST_SESSIONS, sortByStart } from './sort-sessions';
import { formatDuration, formatLongDate } from '../../../lib/time';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ flex: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

export function DailyOverviewDialog({
  open,
  onClose,
  date,
  day,
  generating,
}: {
  open: boolean;
  onClose: () => void;
  date: string;
  day: DayResponse | undefined;
  generating: ReadonlySet<string>;
}) {
  const { t } = useTranslation('dailyWork');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [showAll, setShowAll] = useState(false);
  useEffect(() => {
    if (open) setShowAll(false);
  }, [open, date]);

  const sessions = sortByStart(day?.records ?? []);
  const shown = showAll ? sessions : sessions.slice(0, OVERVIEW_FIRST_SESSIONS);
  const notes = sessions.reduce((n, r) => n + (r.notes?.length ?? 0), 0);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="overview-title"
    >
      <DialogTitle id="overview-title" sx={{ pb: 0.5 }}>
        {t('previous.overview')}
        <Typography variant="body2" color="text.secondary">
          {formatLongDate(date)}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1.5} sx={{ my: 1.5 }}>
          <Stat label={t('sessions')} value={String(sessions.length)} />
          <Stat label={t('overview.totalTime')} value={formatDuration(day?.totalDuration ?? 0)} />
          <Stat label={t('overview.notes')} value={String(notes)} />
        </Stack>
        {sessions.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {t('overview.empty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={t('overview.list')}>
            {shown.map((r) => (
              <SessionItem key={r.id} record={r} generating={generating.has(r.id)} />
            ))}
          </Box>
        )}
        {sessions.length > OVERVIEW_FIRST_SESSIONS && (
          <Button fullWidth variant="text" onClick={() => setShowAll((v) => !v)} sx={{ mt: 1 }}>
            {showAll ? t('overview.fewer') : t('overview.more')}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('overview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
