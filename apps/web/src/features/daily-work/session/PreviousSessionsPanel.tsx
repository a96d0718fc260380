// The day's finished sessions, newest work last, with their notes in full: the page scrolls, not
// an inner box.
import { Box, Button, Card, Chip, Skeleton, Stack, Typography } from '@mui/material';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import type { WorkRecord } from '@diary/contracts';
import { SessionItem } from './SessionItem';
import { sortByStart } from './sort-sessions';
import { useTranslation } from 'react-i18next';

export function PreviousSessionsPanel({
  records,
  loading,
  failed,
  generating,
  onOpenOverview,
}: {
  records: WorkRecord[];
  loading: boolean;
  failed: boolean;
  generating: ReadonlySet<string>;
  onOpenOverview: () => void;
}) {
  const { t } = useTranslation('dailyWork');
  const finished = sortByStart(records.filter((r) => !r.isActive));
  return (
    <Card component="section" aria-labelledby="previous-sessions-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <HistoryOutlinedIcon fontSize="small" color="action" />
        <Typography
          id="previous-sessions-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, flex: 1 }}
        >
          {t('previous.title')}
        </Typography>
        {finished.length > 0 && (
          <Chip
            size="small"
            label={finished.length}
            aria-label={t('previous.finished', { count: finished.length })}
          />
        )}
      </Stack>
      {failed ? (
        <Typography variant="body2" color="error">
          {t('loadError')}
        </Typography>
      ) : loading ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={22} />
          <Skeleton variant="rounded" height={22} width="70%" />
        </Stack>
      ) : finished.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('previous.empty')}
        </Typography>
      ) : (
        <Box component="ul" data-testid="previous-sessions" sx={{ m: 0, p: 0 }}>
          {finished.map((r) => (
            <SessionItem key={r.id} record={r} generating={generating.has(r.id)} />
          ))}
        </Box>
      )}
      <Button
        fullWidth
        variant="outlined"
        size="small"
        startIcon={<InsightsOutlinedIcon />}
        onClick={onOpenOverview}
        sx={{ mt: 1.5 }}
      >
        {t('previous.overview')}
      </Button>
    </Card>
  );
}
