// The range's time by tag, as GET /api/stats counts it: a session counts whole under each of its
// tags (one minutes rule, as Toggl does), untagged time its own row; the rows may add up to more
// than the total, and the screen says so.
import {
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDuration, type StatsResponse } from '@diary/contracts';
import { UNTAGGED } from './time-charts';

/** A column shown from tablet width up (the time beside it says the same). */
const wide = { display: { xs: 'none', sm: 'table-cell' } };

export function TagBreakdown({ stats }: { stats: StatsResponse }) {
  const rows = [...stats.tags];
  if (stats.untaggedMinutes > 0) rows.push({ name: UNTAGGED, minutes: stats.untaggedMinutes });
  const total = Math.max(1, stats.totalMinutes);
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        By tag
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No sessions in this range.</Typography>
      ) : (
        <>
          <Table size="small" aria-label="Minutes by tag">
            <TableHead>
              <TableRow>
                <TableCell>Tag</TableCell>
                <TableCell align="right" sx={wide}>
                  Minutes
                </TableCell>
                <TableCell align="right">Time</TableCell>
                <TableCell sx={{ width: '35%' }}>Share</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((t) => (
                <TableRow key={t.name} data-testid="time-tag-row">
                  <TableCell>{t.name}</TableCell>
                  <TableCell align="right" sx={wide} data-testid="time-tag-minutes">
                    {t.minutes}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDuration(t.minutes)}
                  </TableCell>
                  <TableCell>
                    <LinearProgress
                      variant="determinate"
                      value={(t.minutes / total) * 100}
                      aria-label={`${t.name}: ${Math.round((t.minutes / total) * 100)}% of the time`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell>Total</TableCell>
                <TableCell align="right" sx={wide} data-testid="time-tag-total">
                  {stats.totalMinutes}
                </TableCell>
                <TableCell align="right">{formatDuration(stats.totalMinutes)}</TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            A session with several tags counts in full under each of them, so tag times can add up to more
            than the total.
          </Typography>
        </>
      )}
    </>
  );
}
