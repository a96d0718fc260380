// Asks before a finished session is deleted, since deleting also removes its notes and summary.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteSessionDialog({ label, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('sessions');
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="delete-session-title">
      <DialogTitle id="delete-session-title">{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('delete.text', { label })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          {t('delete.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? t('delete.deleting') : t('delete.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
