// The week grid above the timesheet: a row per project × the seven days of the user's week. Typing
// a length ('1:30', '1.5', '90m') into an empty cell adds a finished session of that length on that
// day (POST /api/work-records); changing a cell of one session changes its end; a cell of several
// sessions opens them. Arrow keys, Enter and Tab move between cells as in a spreadsheet.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputBase,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { Link as RouterLink } from 'react-router-dom';
import type { TimesheetRow } from '@diary/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import {
  formatClock,
  formatDayRange,
  formatDuration,
  formatWeekdayAndDay,
  formatWeekdayDayMonth,
  shiftDay,
  todayKey,
} from '../../lib/time';
import { weekDays, weekStartDay, weekStartOf } from '../../lib/week-start';
import { useGetUserSettingsQuery } from '../../api/auth.api';
import {
  useCreateRecordMutation,
  useGetProjectsQuery,
  useGetTimesheetQuery,
  useUpdateRecordMutation,
} from '../../api/diary.api';
import { ProjectDot } from '../../components/projects/ProjectSelect';
import { serverMessageOf } from '../../lib/server-message';
import { formatGridDuration, parseGridDuration } from './grid-duration';
import { buildWeekGrid, gridSessionStart, type GridCell, type GridRow } from './week-grid';

const cellId = (row: number, col: number) => `week-grid-${row}-${col}`;

/** A row's project, the row of sessions without one named in the language shown. */
const rowName = (row: GridRow) => (row.projectId === null ? i18n.t('timesheet:noProject') : row.name);

function focusCell(row: number, col: number): boolean {
  const input = document.getElementById(cellId(row, col)) as HTMLInputElement | null;
  if (!input) return false;
  input.focus();
  input.select();
  return true;
}

export function WeekGrid() {
  const { t } = useTranslation('timesheet');
  const dispatch = useAppDispatch();
  const { data: settings } = useGetUserSettingsQuery();
  const weekStart = weekStartOf(settings);
  const [first, setFirst] = useState(() => weekStartDay(todayKey(), weekStart));
  // The settings arrive after the first render: the week moves to their start day.
  useEffect(() => setFirst((f) => weekStartDay(f, weekStart)), [weekStart]);
  const days = weekDays(first);
  const today = todayKey();
  const sheet = useGetTimesheetQuery({ from: days[0], to: days[6] });
  const projects = useGetProjectsQuery();
  const grid = useMemo(
    () => buildWeekGrid(sheet.data?.rows ?? [], projects.data ?? [], days),
    // days follows first
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sheet.data, projects.data, first],
  );
  const [createRecord] = useCreateRecordMutation();
  const [updateRecord] = useUpdateRecordMutation();
  const [opened, setOpened] = useState<{ row: GridRow; cell: GridCell } | null>(null);
  // Sessions this grid added, until the sheet shows them: two quick cells of one day do not overlap.
  const placed = useRef<Pick<TimesheetRow, 'date' | 'start' | 'end'>[]>([]);

  const refuse = (title: string, description: string) =>
    dispatch(showToast({ title, description, variant: 'destructive' }));

  /** A cell's typed text, saved: a new session, a changed length, or nothing. True when saved or unchanged. */
  const commit = async (row: GridRow, cell: GridCell, text: string): Promise<boolean> => {
    const trimmed = text.trim();
    if (trimmed === formatGridDuration(cell.minutes)) return true;
    if (cell.running || cell.sessions.length > 1) return true;
    if (!trimmed) {
      if (cell.sessions.length === 1) refuse(t('grid.kept'), t('grid.keptText'));
      return false;
    }
    const minutes = parseGridDuration(trimmed);
    if (minutes === null) {
      refuse(t('grid.notLength'), t('grid.durationHint'));
      return false;
    }
    try {
      if (cell.sessions.length === 1) {
        const only = cell.sessions[0];
        await updateRecord({
          id: only.recordId,
          endTime: new Date(Date.parse(only.start) + minutes * 60_000).toISOString(),
        }).unwrap();
      } else {
        const sameDay = [...(sheet.data?.rows ?? []), ...placed.current].filter((r) => r.date === cell.day);
        const start = gridSessionStart(cell.day, minutes, sameDay);
        const end = new Date(start.getTime() + minutes * 60_000).toISOString();
        await createRecord({
          date: cell.day,
          startTime: start.toISOString(),
          endTime: end,
          isActive: false,
          tags: [],
          projectId: row.projectId,
        }).unwrap();
        placed.current.push({ date: cell.day, start: start.toISOString(), end });
      }
      return true;
    } catch (err) {
      refuse(t('grid.notSaved'), serverMessageOf(err) ?? t('grid.saveFailed'));
      return false;
    }
  };

  const keyDown = (e: KeyboardEvent<HTMLInputElement>, r: number, c: number, open: () => void) => {
    const input = e.currentTarget;
    const len = input.value.length;
    const whole = input.selectionStart === 0 && input.selectionEnd === len;
    const move = (dr: number, dc: number) => {
      if (focusCell(r + dr, c + dc)) e.preventDefault();
    };
    if (e.key === 'ArrowUp') move(-1, 0);
    else if (e.key === 'ArrowDown') move(1, 0);
    else if (e.key === 'ArrowLeft' && (whole || input.selectionEnd === 0)) move(0, -1);
    else if (e.key === 'ArrowRight' && (whole || input.selectionStart === len)) move(0, 1);
    else if (e.key === 'Enter') {
      e.preventDefault();
      if (input.readOnly && input.dataset.several) return open();
      // Down a row (Shift: up); on the last row the value is saved where it is.
      if (!focusCell(r + (e.shiftKey ? -1 : 1), c)) input.blur();
    }
  };

  return (
    <Box component="section" aria-labelledby="week-grid-title" data-no-print>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Typography id="week-grid-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('grid.title')}
        </Typography>
        <IconButton
          aria-label={t('grid.previous')}
          sx={{ width: 44, height: 44 }}
          onClick={() => setFirst(shiftDay(first, -7))}
        >
          <ChevronLeftRoundedIcon />
        </IconButton>
        <Typography data-testid="week-grid-range" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatDayRange(days[0], days[6])}
        </Typography>
        <IconButton
          aria-label={t('grid.next')}
          sx={{ width: 44, height: 44 }}
          onClick={() => setFirst(shiftDay(first, 7))}
        >
          <ChevronRightRoundedIcon />
        </IconButton>
        {first !== weekStartDay(today, weekStart) && (
          <Button sx={{ minHeight: 44 }} onClick={() => setFirst(weekStartDay(today, weekStart))}>
            {t('grid.thisWeek')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('grid.hint')}
      </Typography>
      {sheet.isError && <Alert severity="error">{t('grid.loadError')}</Alert>}
      {/* Seven day columns need more than a phone's width: the grid scrolls inside its box, the page does not. */}
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table
          size="small"
          aria-label={t('grid.table')}
          sx={{
            minWidth: 560,
            '& td, & th': { px: 0.75 },
            '& td:first-of-type, & th:first-of-type': { pl: 0 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('grid.project')}</TableCell>
              {days.map((d) => (
                <TableCell
                  key={d}
                  align="center"
                  sx={{ fontWeight: d === today ? 700 : undefined, whiteSpace: 'nowrap' }}
                >
                  {formatWeekdayAndDay(d)}
                </TableCell>
              ))}
              <TableCell align="right">{t('grid.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {grid.rows.map((row, r) => (
              <TableRow key={row.key} data-testid="week-grid-row">
                <TableCell sx={{ maxWidth: 160, overflowWrap: 'anywhere' }}>
                  <ProjectDot color={row.color} />
                  {rowName(row)}
                </TableCell>
                {row.cells.map((cell, c) => (
                  <TableCell key={cell.day} align="center" sx={{ p: 0.25 }}>
                    <CellInput
                      key={`${cell.minutes}-${cell.sessions.length}`}
                      id={cellId(r, c)}
                      label={t('grid.cellLabel', {
                        project: rowName(row),
                        day: formatWeekdayDayMonth(cell.day),
                      })}
                      cell={cell}
                      future={cell.day > today}
                      onCommit={(text) => commit(row, cell, text)}
                      onKeyDown={(e) => keyDown(e, r, c, () => setOpened({ row, cell }))}
                      onOpen={() => setOpened({ row, cell })}
                    />
                  </TableCell>
                ))}
                <TableCell align="right" data-testid="week-grid-row-total" sx={{ whiteSpace: 'nowrap' }}>
                  {row.total ? formatDuration(row.total) : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell>{t('grid.total')}</TableCell>
              {grid.dayTotals.map((m, i) => (
                <TableCell
                  key={days[i]}
                  align="center"
                  data-testid="week-grid-day-total"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {m ? formatDuration(m) : ''}
                </TableCell>
              ))}
              <TableCell align="right" data-testid="week-grid-total" sx={{ whiteSpace: 'nowrap' }}>
                {formatDuration(grid.total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
      <SessionsOfCell opened={opened} onClose={() => setOpened(null)} />
    </Box>
  );
}

function CellInput({
  id,
  label,
  cell,
  future,
  onCommit,
  onKeyDown,
  onOpen,
}: {
  id: string;
  label: string;
  cell: GridCell;
  future: boolean;
  onCommit: (text: string) => Promise<boolean>;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('timesheet');
  const shown = formatGridDuration(cell.minutes);
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  const saving = useRef(false);
  const several = cell.sessions.length > 1;
  const readOnly = several || cell.running || future;

  const save = async () => {
    if (readOnly || saving.current) return;
    saving.current = true;
    try {
      const ok = await onCommit(text);
      setInvalid(!ok && text.trim() !== '');
      if (!ok && text.trim() === '') setText(shown);
    } finally {
      saving.current = false;
    }
  };

  return (
    <InputBase
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        setInvalid(false);
      }}
      onFocus={(e) => e.target.select()}
      onBlur={() => void save()}
      onClick={several ? onOpen : undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          setText(shown);
          setInvalid(false);
          return;
        }
        onKeyDown(e as KeyboardEvent<HTMLInputElement>);
      }}
      readOnly={readOnly}
      title={
        several
          ? t('grid.several', { count: cell.sessions.length })
          : cell.running
            ? t('grid.running')
            : future
              ? t('grid.future')
              : t('grid.durationHint')
      }
      inputProps={{
        id,
        'aria-label': label,
        'aria-invalid': invalid || undefined,
        'data-several': several ? 'true' : undefined,
        'data-testid': 'week-grid-cell',
        inputMode: 'decimal',
        autoComplete: 'off',
      }}
      sx={(t) => ({
        width: 56,
        '& input': {
          textAlign: 'center',
          // A phone's finger needs 44 px (the layout sweep's rule); a mouse is happy with less.
          boxSizing: 'border-box',
          height: { xs: 44, sm: 32 },
          py: 0.5,
          borderRadius: 1,
          border: '1px solid',
          borderColor: invalid ? t.palette.error.main : t.palette.divider,
          bgcolor: readOnly ? t.palette.action.hover : 'transparent',
          fontVariantNumeric: 'tabular-nums',
          cursor: several ? 'pointer' : undefined,
        },
        '& input:focus': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: -1 },
      })}
    />
  );
}

function SessionsOfCell({
  opened,
  onClose,
}: {
  opened: { row: GridRow; cell: GridCell } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('timesheet');
  const sessions: TimesheetRow[] = opened?.cell.sessions ?? [];
  return (
    <Dialog open={Boolean(opened)} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {opened
          ? t('grid.cellLabel', { project: rowName(opened.row), day: formatWeekdayDayMonth(opened.cell.day) })
          : ''}
      </DialogTitle>
      <DialogContent>
        <List dense>
          {sessions.map((s) => (
            <ListItem key={s.recordId} disableGutters>
              <ListItemText
                primary={`${formatClock(s.start)} – ${s.end ? formatClock(s.end) : t('now')} · ${formatDuration(s.minutes)}`}
                secondary={s.description || undefined}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        {opened && (
          <Button component={RouterLink} to={`/daily-work?date=${opened.cell.day}`}>
            {t('grid.open')}
          </Button>
        )}
        <Button onClick={onClose}>{t('grid.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
