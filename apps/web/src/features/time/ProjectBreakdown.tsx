// The range's time by project, each bar in the project's own colour (the same in every chart),
// sessions without a project their own row, so the rows add up to the total shown.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDuration, type StatsResponse } from '@diary/contracts';
import { ProjectDot } from '../../components/projects/ProjectSelect';

export function ProjectBreakdown({ stats }: { stats: StatsResponse }) {
  const rows = stats.byProject ?? [];
  // Nothing to group while no session of the range has a project.
  if (!rows.some((p) => p.projectId !== null)) return null;
  const total = Math.max(1, stats.totalMinutes);
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        By project
      </Typography>
      <Table size="small" aria-label="Minutes by project">
        <TableHead>
          <TableRow>
            <TableCell>Project</TableCell>
            <TableCell align="right">Time</TableCell>
            <TableCell sx={{ width: '35%' }}>Share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => {
            const share = Math.round((p.minutes / total) * 100);
            return (
              <TableRow key={p.projectId ?? 'none'} data-testid="time-project-row">
                <TableCell>
                  <ProjectDot color={p.color} />
                  {p.name ?? 'No project'}
                  {p.client ? ` · ${p.client}` : ''}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(p.minutes)}
                </TableCell>
                <TableCell>
                  <Box
                    role="img"
                    aria-label={`${p.name ?? 'No project'}: ${share}% of the time`}
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
