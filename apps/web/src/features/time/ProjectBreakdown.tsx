// The range's time by project, each bar in the project's own colour (the same in every chart),
// sessions without a project their own row, so the rows add up to the total shown.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StatsResponse } from '@diary/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatNumber } from '../../lib/time';
import { ProjectDot } from '../../components/projects/ProjectSelect';

export function ProjectBreakdown({ stats }: { stats: StatsResponse }) {
  const { t } = useTranslation('time');
  const rows = stats.byProject ?? [];
  // Nothing to group while no session of the range has a project.
  if (!rows.some((p) => p.projectId !== null)) return null;
  const total = Math.max(1, stats.totalMinutes);
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('projects.title')}
      </Typography>
      <Table size="small" aria-label={t('projects.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('projects.project')}</TableCell>
            <TableCell align="right">{t('projects.time')}</TableCell>
            <TableCell sx={{ width: '35%' }}>{t('projects.share')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => {
            const share = Math.round((p.minutes / total) * 100);
            const name = p.name ?? t('projects.none');
            return (
              <TableRow key={p.projectId ?? 'none'} data-testid="time-project-row">
                <TableCell>
                  <ProjectDot color={p.color} />
                  {name}
                  {p.client ? ` · ${p.client}` : ''}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(p.minutes)}
                </TableCell>
                <TableCell>
                  <Box
                    role="img"
                    aria-label={t('share', {
                      name,
                      percent: formatNumber(share / 100, { style: 'percent' }),
                    })}
                    sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
                  >
                    <Box sx={{ height: '100%', width: `${share}%`, bgcolor: p.color ?? 'text.disabled' }} />
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
