// 'Report Overview': the day's numbers and the View Notes, Download and Generate Report actions.
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import type { ReportStatus } from '@diary/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatNumber } from '../../lib/time';
import { tKey } from '../../lib/i18n/t-key';

interface Props {
  date: string;
  dayLabel: string;
  sessions: number;
  totalMinutes: number;
  summaries: number;
  status: ReportStatus | undefined;
  generating: boolean;
  onDownload: () => void;
  onGenerate: () => void;
}

const STATUS_LABEL: Record<
  ReportStatus,
  { label: string; color: 'default' | 'success' | 'warning' | 'error' }
> = {
  none: { label: tKey('reports:overview.status.none'), color: 'default' },
  generating: { label: tKey('reports:overview.status.generating'), color: 'warning' },
  completed: { label: tKey('reports:overview.status.completed'), color: 'success' },
  failed: { label: tKey('reports:overview.status.failed'), color: 'error' },
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
        {value}
      </Typography>
    </Box>
  );
}

export function ReportOverviewCard(p: Props) {
  const { t } = useTranslation('reports');
  const base = STATUS_LABEL[p.generating ? 'generating' : (p.status ?? 'none')];
  // A report is only Ready when every session has its summary; otherwise say how many have.
  const partial = !p.generating && p.sessions > 0 && p.summaries > 0 && p.summaries < p.sessions;
  const status = partial
    ? { label: t('overview.partial', { done: p.summaries, total: p.sessions }), color: 'warning' as const }
    : { ...base, label: t(base.label) };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="report-overview-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id="report-overview-title" variant="h6" component="h2">
              {t('overview.title')}
            </Typography>
            <Chip
              size="small"
              label={status.label}
              color={status.color}
              variant={p.status === 'completed' && !partial ? 'filled' : 'outlined'}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {p.dayLabel}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to={`/daily-work?date=${p.date}`}
            variant="outlined"
            startIcon={<NotesOutlinedIcon />}
          >
            {t('overview.viewNotes')}
          </Button>
          {p.summaries > 0 && (
            <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={p.onDownload}>
              {t('overview.download')}
            </Button>
          )}
          <Button
            variant="contained"
            startIcon={
              p.generating ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AutoAwesomeIcon />
            }
            onClick={p.onGenerate}
            disabled={p.generating}
          >
            {p.generating ? t('overview.generating') : t('overview.generate')}
          </Button>
        </Stack>
      </Stack>
      <Box
        sx={{
          mt: 2.5,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(3, 1fr)' },
          gap: 2,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Stat label={t('overview.sessions')} value={formatNumber(p.sessions)} />
        <Stat label={t('overview.timeWorked')} value={formatDuration(p.totalMinutes)} />
        <Stat
          label={t('overview.summaries')}
          value={t('overview.summariesOf', { done: p.summaries, total: p.sessions })}
        />
      </Box>
    </Paper>
  );
}
