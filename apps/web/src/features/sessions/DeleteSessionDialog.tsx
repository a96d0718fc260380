// Asks before a finished session is deleted, since deleting also removes its notes and summary.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface Props {
  label: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteSessionDialog({ label, busy, onCancel, onConfirm }: Props) {
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="delete-session-title">
      <DialogTitle id="delete-session-title">Delete session?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The session {label} and its notes and summary will be removed. They stay in the trash for 30 days,
          where they can be restored.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
