// A line of text the person may rewrite in place: the text with a pencil button; editing shows a
// field (Enter or Save keeps it, Escape or Cancel leaves it as it was). Used by write-ups' subjects
// and section lines.
import { useTranslation } from 'react-i18next';
import { ReactNode, useState } from 'react';
import { Box, Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';

interface Props {
  value: string;
  /** Names the field and the button, e.g. "line" or "subject". */
  what: string;
  /** Saves the new text; a rejection keeps the field open so nothing typed is lost. */
  onSave: (text: string) => Promise<unknown>;
  /** An empty text is allowed (it removes a line); a subject needs one. */
  allowEmpty?: boolean;
  children: ReactNode;
}

export function EditableText({ value, what, onSave, allowEmpty = false, children }: Props) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (draft === null) return;
    const text = draft.trim();
    if (text === value) return setDraft(null);
    if (!text && !allowEmpty) return;
    setSaving(true);
    try {
      await onSave(text);
      setDraft(null);
    } catch {
      // The screen's toast says why; the field keeps the words.
    } finally {
      setSaving(false);
    }
  };
  if (draft === null)
    return (
      <Box component="span" sx={{ '&:hover .edit-text, &:focus-within .edit-text': { opacity: 1 } }}>
        {children}
        <Tooltip title={t('editable.edit', { what })}>
          <IconButton
            className="edit-text"
            size="small"
            aria-label={t('editable.editValue', { what, value })}
            onClick={() => setDraft(value)}
            sx={{ ml: 0.5, p: 0.25, opacity: { xs: 1, md: 0.55 } }}
          >
            <EditOutlinedIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Tooltip>
      </Box>
    );
  return (
    <Stack
      component="span"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, my: 0.5 }}
    >
      <TextField
        size="small"
        fullWidth
        autoFocus
        multiline
        label={t('editable.edit', { what })}
        value={draft}
        disabled={saving}
        helperText={allowEmpty ? t('editable.emptyRemoves') : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void save();
          } else if (e.key === 'Escape') setDraft(null);
        }}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
      >
        <Button size="small" variant="contained" onClick={() => void save()} disabled={saving}>
          {t('editable.save')}
        </Button>
        <Button size="small" onClick={() => setDraft(null)} disabled={saving}>
          {t('editable.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
