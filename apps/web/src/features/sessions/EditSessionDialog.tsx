// Edits a session's times (HH:mm; the end stays locked while the session runs) and adds an
// optional note, sent only when it is not blank.
import { FormEvent, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { WorkRecord } from '@diary/contracts';
import { toDayKey } from '../../lib/day-key';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { UpdateRecordArg, useUpdateRecordMutation } from '../../api/diary.api';
import { serverMessageOf } from '../../lib/server-message';
import { atTimeOfDay, invalidRange, toTimeInput } from './session-times';
import { useTranslation } from 'react-i18next';
import { TimeField } from './TimeField';
import { sessionUpdateToast } from './session-update-toast';
import { TagsField } from '../../components/tags/TagsField';
import { DescriptionField } from '../../components/projects/DescriptionField';
import { ProjectSelect } from '../../components/projects/ProjectSelect';

interface Props {
  record: WorkRecord;
  onClose: () => void;
}

export function EditSessionDialog({ record, onClose }: Props) {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const [updateRecord, { isLoading }] = useUpdateRecordMutation();
  const [start, setStart] = useState(toTimeInput(record.startTime));
  const [end, setEnd] = useState(record.endTime ? toTimeInput(record.endTime) : '');
  const [note, setNote] = useState('');
  const [tags, setTags] = useState<string[]>(record.tags ?? []);
  const [projectId, setProjectId] = useState<string | null>(record.projectId ?? null);
  const [description, setDescription] = useState(record.description ?? '');

  const startAt = atTimeOfDay(toDayKey(record.startTime), start);
  const endAt = record.endTime ? atTimeOfDay(toDayKey(record.endTime), end) : null;
  const rangeError = startAt && endAt && !endAt.isAfter(startAt) ? invalidRange().description : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!startAt || (!record.isActive && record.endTime && !endAt)) {
      dispatch(
        showToast({ title: t('edit.error'), description: t('edit.timesFailed'), variant: 'destructive' }),
      );
      return;
    }
    if (rangeError) {
      dispatch(showToast({ ...invalidRange(), variant: 'destructive' }));
      return;
    }
    const body: UpdateRecordArg = { id: record.id, startTime: startAt.toISOString() };
    if (endAt) body.endTime = endAt.toISOString();
    if (note.trim()) body.note = note.trim();
    const tagsChanged = tags.join('\n') !== (record.tags ?? []).join('\n');
    if (tagsChanged) body.tags = tags;
    const projectChanged = projectId !== (record.projectId ?? null);
    if (projectChanged) body.projectId = projectId;
    const descriptionChanged = description.trim() !== (record.description ?? '');
    if (descriptionChanged) body.description = description.trim() || null;
    const timesChanged =
      start !== toTimeInput(record.startTime) || (!!record.endTime && end !== toTimeInput(record.endTime));
    try {
      await updateRecord(body).unwrap();
      dispatch(
        showToast(
          sessionUpdateToast({
            times: timesChanged,
            tags: tagsChanged || projectChanged || descriptionChanged,
            note: !!note.trim(),
          }),
        ),
      );
      onClose();
    } catch (err) {
      dispatch(
        showToast({
          title: t('edit.updateFailed'),
          description: serverMessageOf(err) ?? t('edit.updateFailedText'),
          variant: 'destructive',
        }),
      );
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-session-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-session-title">{t('edit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TimeField label={t('edit.start')} value={start} onValueChange={setStart} />
              <TimeField
                label={t('edit.end')}
                value={end}
                onValueChange={setEnd}
                disabled={record.isActive}
                error={Boolean(rangeError)}
                helperText={record.isActive ? t('edit.stillRunning') : (rangeError ?? ' ')}
              />
            </Stack>
            <ProjectSelect value={projectId} onChange={setProjectId} size="medium" />
            <DescriptionField value={description} onChange={setDescription} />
            <TagsField value={tags} onChange={setTags} />
            <TextField
              label={t('edit.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={3}
              fullWidth
              placeholder={t('edit.notePlaceholder')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('edit.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isLoading || Boolean(rangeError)}>
            {isLoading ? t('edit.saving') : t('edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
