// The timesheet (GET /api/timesheet): a range's sessions with their project, client, description
// (the session's own, edited in its row; else the first note line, else the summary's subject),
// tracked and billed time and amount, totals per project and client; a CSV download and a print
// stylesheet, so the page itself can be sent to a client. On a phone the time of day, project and
// tracked columns step aside so Client, Description and Amount fit without sideways scrolling.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  GlobalStyles,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import dayjs from 'dayjs';
import { isDayKey, TIMESHEET_MAX_DAYS } from '@diary/contracts';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDuration, formatLongDate, formatShortDayMonth } from '../../lib/time';
import { timesheetQuery, useGetProjectsQuery, useGetTimesheetQuery } from '../../api/diary.api';
import { ProjectDot } from '../../components/projects/ProjectSelect';
import { DescriptionCell } from './DescriptionCell';
import { formatMoney } from '../../components/projects/money';
import { WeekGrid } from './WeekGrid';

/** Cells that a phone's narrow screen leaves out (they stay on paper and on wider screens). */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const tight = { px: { xs: 0.75, sm: 2 } } as const;

/** On paper: only the sheet, black on white, without the app's frame or the page's controls. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, [data-no-print]': { display: 'none !important' },
        'body, main': { background: '#fff !important', color: '#000 !important' },
        main: { padding: '0 !important', margin: '0 !important' },
        '.timesheet-table td, .timesheet-table th': { color: '#000', borderColor: '#999' },
        '.timesheet-table tr': { breakInside: 'avoid' },
      },
    }}
  />
);

export default function TimesheetPage() {
  const { t } = useTranslation('timesheet');
  const [from, setFrom] = useState(() => dayjs().startOf('month').format('YYYY-MM-DD'));
  const [to, setTo] = useState(() => dayjs().endOf('month').format('YYYY-MM-DD'));
  const [projectId, setProjectId] = useState('');
  const [client, setClient] = useState('');
  const projects = useGetProjectsQuery();
  const clients = [...new Set((projects.data ?? []).map((p) => p.client).filter((c): c is string => !!c))];
  const valid =
    isDayKey(from) &&
    isDayKey(to) &&
    !dayjs(to).isBefore(from) &&
    dayjs(to).diff(from, 'day') < TIMESHEET_MAX_DAYS;
  const args = { from, to, projectId: projectId || undefined, client: client || undefined };
  const sheet = useGetTimesheetQuery(args, { skip: !valid });
  const data = sheet.data;

  return (
    <Stack spacing={3} sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, minWidth: 0 }}>
      {printStyles}
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">
          {formatLongDate(from)} – {formatLongDate(to)}
          {client ? ` · ${client}` : ''}
        </Typography>
      </Box>
      <WeekGrid />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap" data-no-print>
        <TextField
          size="small"
          type="date"
          label={t('from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          select
          label={t('project')}
          value={projectId}
          onChange={(e) => setProjectId(e.target.value)}
          sx={{ minWidth: { sm: 180 } }}
        >
          <MenuItem value="">{t('allProjects')}</MenuItem>
          {(projects.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              <ProjectDot color={p.color} />
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label={t('client')}
          value={client}
          onChange={(e) => setClient(e.target.value)}
          sx={{ minWidth: { sm: 160 } }}
        >
          <MenuItem value="">{t('allClients')}</MenuItem>
          {clients.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          href={`/api/timesheet?${timesheetQuery(args)}&format=csv`}
          disabled={!data}
        >
          {t('downloadCsv')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintOutlinedIcon />}
          onClick={() => window.print()}
          disabled={!data}
        >
          {t('print')}
        </Button>
      </Stack>
      {!valid && (
        <Alert severity="warning" data-no-print>
          {t('rangeInvalid', { max: TIMESHEET_MAX_DAYS })}
        </Alert>
      )}
      {sheet.isLoading && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
      {sheet.isError && <Alert severity="error">{t('loadError')}</Alert>}
      {data && (
        <>
          <Table
            size="small"
            aria-label={t('table')}
            className="timesheet-table"
            sx={{ tableLayout: { xs: 'fixed', sm: 'auto' }, '& td, & th': tight }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: { xs: 52, sm: 'auto' } }}>{t('columns.date')}</TableCell>
                <TableCell sx={wide}>{t('columns.time')}</TableCell>
                <TableCell sx={wide}>{t('columns.project')}</TableCell>
                <TableCell sx={{ width: { xs: 64, sm: 'auto' } }}>{t('columns.client')}</TableCell>
                <TableCell>{t('columns.description')}</TableCell>
                <TableCell align="right" sx={wide}>
                  {t('columns.tracked')}
                </TableCell>
                <TableCell align="right" sx={{ width: { xs: 52, sm: 'auto' } }}>
                  {t('columns.billed')}
                </TableCell>
                <TableCell align="right" sx={{ width: { xs: 72, sm: 'auto' } }}>
                  {t('columns.amount')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>{t('empty')}</TableCell>
                </TableRow>
              )}
              {data.rows.map((r) => (
                <TableRow key={r.recordId} data-testid="timesheet-row">
                  <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
                    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                      {r.date}
                    </Box>
                    <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                      {formatShortDayMonth(r.date)}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
                    {formatClock(r.start)} – {r.end ? formatClock(r.end) : t('now')}
                  </TableCell>
                  <TableCell sx={wide} data-testid="timesheet-project">
                    {r.project ?? '—'}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }} data-testid="timesheet-client">
                    {r.client ?? ''}
                  </TableCell>
                  <TableCell data-testid="timesheet-description">
                    <DescriptionCell key={r.description} row={r} onSaved={() => void sheet.refetch()} />
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ ...wide, whiteSpace: 'nowrap' }}
                    data-testid="timesheet-minutes"
                  >
                    {formatDuration(r.minutes)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="timesheet-billed">
                    {formatDuration(r.billedMinutes)}
                  </TableCell>
                  <TableCell align="right" sx={{ overflowWrap: 'anywhere' }} data-testid="timesheet-amount">
                    {r.amount !== null && r.currency ? formatMoney(r.amount, r.currency) : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2} sx={{ display: { sm: 'none' } }}>
                  {t('total')}
                </TableCell>
                <TableCell colSpan={5} sx={wide}>
                  {t('total')}
                </TableCell>
                <TableCell sx={{ display: { sm: 'none' } }} />
                <TableCell align="right" sx={wide} data-testid="timesheet-total-minutes">
                  {formatDuration(data.totals.minutes)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="timesheet-total-billed">
                  {formatDuration(data.totals.billedMinutes)}
                </TableCell>
                <TableCell align="right" data-testid="timesheet-total-amount">
                  {data.totals.amounts.map((a) => formatMoney(a.amount, a.currency)).join(' + ')}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {t('byProject')}
              </Typography>
              <Table size="small" aria-label={t('byProjectTable')} className="timesheet-table">
                <TableBody>
                  {data.totals.projects.map((p) => (
                    <TableRow key={p.projectId ?? 'none'} data-testid="timesheet-project-total">
                      <TableCell>
                        <ProjectDot color={p.color} />
                        {p.project ?? t('noProject')}
                      </TableCell>
                      <TableCell align="right">{formatDuration(p.minutes)}</TableCell>
                      <TableCell align="right">{formatDuration(p.billedMinutes)}</TableCell>
                      <TableCell align="right">
                        {p.amount !== null && p.currency ? formatMoney(p.amount, p.currency) : ''}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {t('byClient')}
              </Typography>
              <Table size="small" aria-label={t('byClientTable')} className="timesheet-table">
                <TableBody>
                  {data.totals.clients.map((c) => (
                    <TableRow key={c.client ?? 'none'}>
                      <TableCell>{c.client ?? t('noClient')}</TableCell>
                      <TableCell align="right">{formatDuration(c.minutes)}</TableCell>
                      <TableCell align="right">{formatDuration(c.billedMinutes)}</TableCell>
                      <TableCell align="right">
                        {c.amounts.map((a) => formatMoney(a.amount, a.currency)).join(' + ')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Stack>
        </>
      )}
    </Stack>
  );
}
