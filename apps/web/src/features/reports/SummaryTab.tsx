// The Summary tab: every summarised session, ordered by time (ascending or descending when
// there is more than one).
import { useMemo, useState } from 'react';
import { Alert, Box, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import type { Summary, WorkRecord } from '@diary/contracts';
import { SummaryCard } from './SummaryCard';
import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard';
import { useTranslation } from 'react-i18next';

type Summarised = WorkRecord & { summary: Summary };
export type TimeOrder = 'asc' | 'desc';

export function sortByTime<T extends { startTime: string }>(records: T[], order: TimeOrder): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => sign * (Date.parse(a.startTime) - Date.parse(b.startTime)));
}

interface Props {
  records: WorkRecord[] | undefined;
  loading: boolean;
  error: boolean;
  generating: boolean;
}

export function SummaryTab({ records, loading, error, generating }: Props) {
  const { t } = useTranslation('reports');
  const copy = useCopyToClipboard();
  const [order, setOrder] = useState<TimeOrder>('asc');
  const summarised = useMemo(
    () =>
      sortByTime(
        (records ?? []).filter((r): r is Summarised => Boolean(r.summary)),
        order,
      ),
    [records, order],
  );
  const waiting = (records ?? []).filter((r) => !r.summary && !r.isActive).length;

  if (error) return <Alert severity="error">{t('summary.loadError')}</Alert>;
  if (loading) return <Skeleton variant="rounded" height={140} />;

  return (
    <Stack spacing={2}>
      {summarised.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {t('summary.count', { count: summarised.length })}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={order}
            onChange={(_e, v: TimeOrder | null) => v && setOrder(v)}
            aria-label={t('summary.sortLabel')}
          >
            <ToggleButton value="asc" aria-label={t('summary.oldestFirst')}>
              <ArrowUpwardIcon fontSize="small" sx={{ mr: 0.5 }} />
              {t('summary.oldest')}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('summary.firstSuffix')}
              </Box>
            </ToggleButton>
            <ToggleButton value="desc" aria-label={t('summary.newestFirst')}>
              <ArrowDownwardIcon fontSize="small" sx={{ mr: 0.5 }} />
              {t('summary.newest')}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('summary.firstSuffix')}
              </Box>
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      )}
      {waiting > 0 && (
        <Alert severity="info" variant="outlined">
          {generating
            ? t('summary.summarising', { count: waiting })
            : t('summary.unsummarised', { count: waiting })}
        </Alert>
      )}
      {summarised.length === 0 ? (
        <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 5 }} spacing={1}>
          <AutoAwesomeOutlinedIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('summary.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('summary.emptyText')}</Typography>
        </Stack>
      ) : (
        <Box
          component="ul"
          aria-label={t('summary.listLabel')}
          sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {summarised.map((r) => (
            <SummaryCard key={r.id} record={r} onCopy={(text, what) => void copy(text, what)} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
