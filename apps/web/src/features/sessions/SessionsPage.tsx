// Work Sessions: the selected day's sessions with day navigation by 24 hours,
// the day's total, a filter by tag, a custom session dialog, editing, stopping and deleting.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AddIcon from '@mui/icons-material/Add';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import type { WorkRecord } from '@diary/contracts';
import { selectedDateChanged } from '../../lib/selected-date.slice';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { useDeleteRecordMutation, useGetDayQuery, useUpdateRecordMutation } from '../../api/diary.api';
import { CustomSessionDialog } from './CustomSessionDialog';
import { DeleteSessionDialog } from './DeleteSessionDialog';
import { EditSessionDialog } from './EditSessionDialog';
import { formatClock, formatDuration, todayKey, useNow } from '../../lib/time';
import { SessionCard } from './SessionCard';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { DateNavigator } from '../../components/DateNavigator';
import { TagFilter } from './TagFilter';
import { useTranslation } from 'react-i18next';

export default function SessionsPage() {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const date = useAppSelector((s) => s.selectedDate.value);
  const { data, isLoading, isError, isFetching } = useGetDayQuery(date);
  const [updateRecord] = useUpdateRecordMutation();
  const [deleteRecord, { isLoading: deleting }] = useDeleteRecordMutation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<WorkRecord | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<WorkRecord | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const records = data?.records ?? [];
  const [tag, setTag] = useState<string | null>(null);
  const dayTags = [...new Set(records.flatMap((r) => r.tags ?? []))].sort();
  const activeTag = tag && dayTags.includes(tag) ? tag : null;
  const shown = activeTag ? records.filter((r) => r.tags?.includes(activeTag)) : records;
  const now = useNow(
    1000,
    records.some((r) => r.isActive),
  );

  const stop = async (record: WorkRecord) => {
    setBusyId(record.id);
    try {
      await updateRecord({
        id: record.id,
        startTime: record.startTime,
        endTime: new Date().toISOString(),
        isActive: false,
      }).unwrap();
      dispatch(showToast({ title: t('toast.stopped'), description: t('toast.stoppedText') }));
    } catch {
      dispatch(
        showToast({
          title: t('toast.error'),
          description: t('toast.stopFailed'),
          variant: 'destructive',
        }),
      );
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (record: WorkRecord) => {
    setBusyId(record.id);
    try {
      await deleteRecord({ id: record.id, date: record.date }).unwrap();
      dispatch(
        showToast({
          title: t('toast.deleted'),
          description: t('toast.deletedText'),
          undo: { itemId: record.id },
        }),
      );
    } catch {
      dispatch(
        showToast({
          title: t('toast.deleteFailed'),
          description: t('toast.deleteFailedText'),
          variant: 'destructive',
        }),
      );
    } finally {
      setBusyId(null);
      setConfirmDelete(null);
    }
  };

  return (
    <Stack spacing={3} sx={pageSx}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        back={
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/daily-work')}>
            {t('back')}
          </Button>
        }
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('addPast')}
          </Button>
        }
        date={<DateNavigator date={date} onChange={(d) => dispatch(selectedDateChanged(d))} />}
      />

      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 2.5 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography variant="body2" color="text.secondary">
            {/* A past (or future) day is never called "today". */}
            {date === todayKey() ? t('totalToday') : t('totalOnDay')}
          </Typography>
          <Typography variant="h4" component="p" data-testid="total-time">
            {isLoading ? <Skeleton width={90} /> : formatDuration(data?.totalDuration ?? 0)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
          {t('count', { count: records.length })}
          {records[0] && (
            <>
              <br />
              {t('from', { time: formatClock(records[0].startTime) })}
            </>
          )}
        </Typography>
      </Paper>

      {isError ? (
        <Alert severity="error">{t('loadError')}</Alert>
      ) : isLoading ? (
        <Stack spacing={1.5}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : records.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center', borderStyle: 'dashed' }}>
          <EventBusyOutlinedIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {t('emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            {t('emptyText')}
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('addPast')}
          </Button>
        </Paper>
      ) : (
        <>
          <TagFilter
            tags={dayTags}
            value={activeTag}
            onChange={setTag}
            shown={shown.length}
            total={records.length}
          />
          <Box
            component="ul"
            aria-label={t('listLabel')}
            aria-busy={isFetching}
            sx={{ m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
          >
            {shown.map((r) => (
              <SessionCard
                key={r.id}
                record={r}
                now={now}
                busy={busyId === r.id}
                onEdit={() => setEditing(r)}
                onStop={() => void stop(r)}
                onDelete={() => setConfirmDelete(r)}
              />
            ))}
          </Box>
        </>
      )}

      <CustomSessionDialog open={creating} date={date} onClose={() => setCreating(false)} />
      {editing && <EditSessionDialog key={editing.id} record={editing} onClose={() => setEditing(null)} />}
      {confirmDelete && (
        <DeleteSessionDialog
          label={`${formatClock(confirmDelete.startTime)} – ${confirmDelete.endTime ? formatClock(confirmDelete.endTime) : t('now')}`}
          busy={deleting}
          onCancel={() => setConfirmDelete(null)}
          onConfirm={() => void remove(confirmDelete)}
        />
      )}
    </Stack>
  );
}
