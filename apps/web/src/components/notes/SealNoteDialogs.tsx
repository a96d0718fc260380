// The two passphrase dialogs of a sealed note: sealing one (with the warning that a lost
// passphrase loses the note) and opening one (a wrong passphrase is refused with a sentence).
import { FormEvent, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { PASSPHRASE_MIN_LENGTH, WrongPassphraseError } from '../../lib/sealed-note';

export function SealNoteDialog({
  time,
  busy,
  onCancel,
  onSeal,
}: {
  time: string;
  busy: boolean;
  onCancel: () => void;
  onSeal: (passphrase: string) => void;
}) {
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (passphrase.length < PASSPHRASE_MIN_LENGTH)
      return setError(`The passphrase needs at least ${PASSPHRASE_MIN_LENGTH} characters.`);
    if (passphrase !== repeat) return setError('The two passphrases are not the same.');
    setError(null);
    onSeal(passphrase);
  };
  return (
    <Dialog
      open
      onClose={() => !busy && onCancel()}
      aria-labelledby="seal-note-title"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="seal-note-title">Seal this note?</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2 }}>
            <DialogContentText>
              The note saved at {time} is encrypted in this browser with your passphrase. The server keeps
              only the encrypted note: it is left out of search, summaries, reports and Ask, and its earlier
              versions are deleted.
            </DialogContentText>
            <Alert severity="warning" role="note" data-testid="seal-warning">
              If you lose the passphrase, the note is lost. Nobody can open it without the passphrase, not
              even the people who run this server.
            </Alert>
            <TextField
              label="Passphrase"
              type="password"
              autoComplete="new-password"
              value={passphrase}
              onChange={(e) => setPassphrase(e.target.value)}
              autoFocus
              fullWidth
            />
            <TextField
              label="Repeat passphrase"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              fullWidth
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !passphrase}>
            {busy ? 'Sealing…' : 'Seal note'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function OpenSealedDialog({
  time,
  onCancel,
  onOpen,
}: {
  time: string;
  onCancel: () => void;
  /** Resolves once opened; rejects with WrongPassphraseError for a passphrase that is not its own. */
  onOpen: (passphrase: string) => Promise<void>;
}) {
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onOpen(passphrase);
    } catch (err) {
      setError(
        err instanceof WrongPassphraseError ? err.message : 'This note could not be opened in this browser.',
      );
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={() => !busy && onCancel()}
      aria-labelledby="open-sealed-title"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="open-sealed-title">Open sealed note</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2 }}>
            <DialogContentText>
              Enter the passphrase of the note saved at {time}. It stays open in this tab until you close or
              reload it.
            </DialogContentText>
            <TextField
              label="Passphrase"
              type="password"
              autoComplete="current-password"
              value={passphrase}
              onChange={(e) => setPassphrase(e.target.value)}
              autoFocus
              fullWidth
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !passphrase}>
            {busy ? 'Opening…' : 'Open'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
