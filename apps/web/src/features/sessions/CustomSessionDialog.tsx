// 'Add past session': a finished session on a chosen day (the selected day by default) with a
// start and an end time, its tags and an optional note (both times required, end after start, seconds
// 0). Errors show beside the fields they are about.
import { useMemo } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { isDayKey } from '@diary/contracts';
import { formatClock, formatDayMonth, formatNumber, todayKey } from '../../lib/time';
import { useAppDispatch } from '../../lib/store';
import { selectedDateChanged } from '../../lib/selected-date.slice';
import { showToast } from '../../lib/toast/toast.slice';
import { useAddNoteMutation, useCreateRecordMutation } from '../../api/diary.api';
import { serverMessageOf } from '../../lib/server-message';
import { atTimeOfDay, invalidRange } from './session-times';
import { TimeField } from './TimeField';
import { TagsField } from '../../components/tags/TagsField';
import { ProjectSelect } from '../../components/projects/ProjectSelect';

interface Props {
  open: boolean;
  date: string;
  onClose: () => void;
}

interface Values {
  date: string;
  start: string;
  end: string;
  tags: string[];
  projectId: string | null;
  note: string;
}

const NOTE_MAX = 20_000;

/** The form's rules, their sentences in the language shown. */
const schemaIn = (t: TFunction<'sessions'>) =>
  yup.object({
    date: yup
      .string()
      .required(t('custom.dayRequired'))
      .test('day', t('custom.dayInvalid'), (v) => Boolean(v && isDayKey(v)))
      .test('past', t('custom.future'), (v) => !v || v <= todayKey()),
    start: yup.string().required(t('custom.startRequired')),
    end: yup
      .string()
      .required(t('custom.endRequired'))
      .test('after', invalidRange().description, function after(end) {
        const { date, start } = this.parent as Values;
        const from = atTimeOfDay(date, start);
        const to = atTimeOfDay(date, end ?? '');
        return !from || !to || to.isAfter(from);
      }),
    note: yup.string().max(NOTE_MAX, t('custom.noteTooLong', { max: formatNumber(NOTE_MAX) })),
  });

export function CustomSessionDialog({ open, date, onClose }: Props) {
  const { t } = useTranslation('sessions');
  // A new t comes with each language, and with it the rules' sentences in that language.
  const schema = useMemo(() => schemaIn(t), [t]);
  const dispatch = useAppDispatch();
  const [createRecord] = useCreateRecordMutation();
  const [addNote] = useAddNoteMutation();

  const form = useFormik<Values>({
    initialValues: { date, start: '', end: '', tags: [], projectId: null, note: '' },
    enableReinitialize: true,
    validationSchema: schema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values, helpers) => {
      const start = atTimeOfDay(values.date, values.start);
      const end = atTimeOfDay(values.date, values.end);
      if (!start || !end) return;
      try {
        const record = await createRecord({
          date: values.date,
          startTime: start.toISOString(),
          endTime: end.toISOString(),
          isActive: false,
          tags: values.tags,
          projectId: values.projectId,
        }).unwrap();
        if (values.note.trim())
          await addNote({
            workRecordId: record.id,
            content: values.note.trim(),
            timestamp: end.toISOString(),
            date: record.date,
          }).unwrap();
        dispatch(
          showToast({
            title: t('custom.created'),
            description: t('custom.createdText', {
              start: formatClock(start),
              end: formatClock(end),
              day: formatDayMonth(values.date),
            }),
          }),
        );
        // A session added for another day: the list goes to that day, so it shows what was added.
        if (record.date !== date) dispatch(selectedDateChanged(record.date));
        helpers.resetForm();
        onClose();
      } catch (err) {
        dispatch(
          showToast({
            title: t('custom.createFailed'),
            description: serverMessageOf(err) ?? t('custom.createFailedText'),
            variant: 'destructive',
          }),
        );
      }
    },
  });

  const close = () => {
    form.resetForm();
    onClose();
  };
  const errorOf = (field: keyof Values) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="custom-session-title">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id="custom-session-title">{t('addPast')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('custom.intro')}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              type="date"
              name="date"
              label={t('custom.date')}
              value={form.values.date}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={Boolean(errorOf('date'))}
              helperText={errorOf('date') ?? ' '}
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayKey() } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TimeField
                name="start"
                label={t('edit.start')}
                value={form.values.start}
                onValueChange={(v) => void form.setFieldValue('start', v)}
                onBlur={form.handleBlur}
                error={Boolean(errorOf('start'))}
                helperText={errorOf('start') ?? ' '}
                autoFocus
              />
              <TimeField
                name="end"
                label={t('edit.end')}
                value={form.values.end}
                onValueChange={(v) => void form.setFieldValue('end', v)}
                onBlur={form.handleBlur}
                error={Boolean(errorOf('end'))}
                helperText={errorOf('end') ?? ' '}
              />
            </Stack>
            <ProjectSelect
              value={form.values.projectId}
              onChange={(projectId) => void form.setFieldValue('projectId', projectId)}
              size="medium"
            />
            <TagsField value={form.values.tags} onChange={(tags) => void form.setFieldValue('tags', tags)} />
            <TextField
              name="note"
              label={t('edit.note')}
              value={form.values.note}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={Boolean(errorOf('note'))}
              helperText={errorOf('note') ?? t('custom.noteHelp')}
              multiline
              minRows={3}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('edit.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? t('custom.adding') : t('custom.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
