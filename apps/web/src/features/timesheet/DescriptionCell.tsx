// A timesheet row's description, edited where it is: a click (or Enter) opens a field; Enter or
// leaving it saves the session's own description, Escape puts the text back.
import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { RECORD_DESCRIPTION_MAX_LENGTH, type TimesheetRow } from '@diary/contracts';
import { useUpdateRecordMutation } from '../../api/diary.api';
import { useTranslation } from 'react-i18next';

export function DescriptionCell({ row, onSaved }: { row: TimesheetRow; onSaved: () => void }) {
  const { t } = useTranslation('timesheet');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(row.description);
  const [updateRecord, { isLoading, isError }] = useUpdateRecordMutation();

  const save = async () => {
    setEditing(false);
    if (text.trim() === row.description) return;
    await updateRecord({ id: row.recordId, description: text.trim() || null }).unwrap();
    onSaved();
  };

  if (editing)
    return (
      <TextField
        autoFocus
        size="small"
        fullWidth
        multiline
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void save();
          } else if (e.key === 'Escape') {
            setText(row.description);
            setEditing(false);
          }
        }}
        slotProps={{
          htmlInput: { maxLength: RECORD_DESCRIPTION_MAX_LENGTH, 'aria-label': t('description.label') },
        }}
      />
    );
  return (
    <Box
      role="button"
      tabIndex={0}
      title={t('description.edit')}
      onClick={() => {
        setText(row.description);
        setEditing(true);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          setText(row.description);
          setEditing(true);
        }
      }}
      sx={{
        cursor: 'text',
        minHeight: 20,
        borderRadius: 1,
        overflowWrap: 'anywhere',
        opacity: isLoading ? 0.6 : 1,
        color: isError ? 'error.main' : row.description ? 'inherit' : 'text.secondary',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      {row.description || t('description.add')}
    </Box>
  );
}
