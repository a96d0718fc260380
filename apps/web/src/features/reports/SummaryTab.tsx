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

  if (error) return <Alert severity="error">Error loading work summaries. Please try again.</Alert>;
  if (loading) return <Skeleton variant="rounded" height={140} />;

  return (
    <Stack spacing={2}>
      {summarised.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {summarised.length} summaries
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={order}
            onChange={(_e, v: TimeOrder | null) => v && setOrder(v)}
            aria-label="Sort summaries by time"
          >
            <ToggleButton value="asc" aria-label="Oldest first">
              <ArrowUpwardIcon fontSize="small" sx={{ mr: 0.5 }} />
              Oldest
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                &nbsp;first
              </Box>
            </ToggleButton>
            <ToggleButton value="desc" aria-label="Newest first">
              <ArrowDownwardIcon fontSize="small" sx={{ mr: 0.5 }} />
              Newest
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                &nbsp;first
              </Box>
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      )}
      {waiting > 0 && (
        <Alert severity="info" variant="outlined">
          {generating
            ? `Summarising ${waiting} session${waiting === 1 ? '' : 's'}...`
            : `${waiting} finished session${waiting === 1 ? ' has' : 's have'} no summary yet. Use Generate Report to create ${waiting === 1 ? 'it' : 'them'}.`}
        </Alert>
      )}
      {summarised.length === 0 ? (
        <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 5 }} spacing={1}>
          <AutoAwesomeOutlinedIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            No summaries yet
          </Typography>
          <Typography color="text.secondary">
            Generate a report to summarise this day's work sessions.
          </Typography>
        </Stack>
      ) : (
        <Box component="ul" aria-label="Session summaries" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {summarised.map((r) => (
            <SummaryCard key={r.id} record={r} onCopy={(text, what) => void copy(text, what)} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
