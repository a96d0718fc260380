// The two passphrase dialogs of a sealed note: sealing one (with the warning that a lost
// passphrase loses the note) and opening one (a wrong passphrase is refused with a sentence).
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('common');
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (passphrase.length < PASSPHRASE_MIN_LENGTH)
      return setError(t('seal.tooShort', { count: PASSPHRASE_MIN_LENGTH }));
    if (passphrase !== repeat) return setError(t('seal.differ'));
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
        <DialogTitle id="seal-note-title">{t('seal.title')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2 }}>
            <DialogContentText>{t('seal.text', { time })}</DialogContentText>
            <Alert severity="warning" role="note" data-testid="seal-warning">
              {t('seal.warning')}
            </Alert>
            <TextField
              label={t('seal.passphrase')}
              type="password"
              autoComplete="new-password"
              value={passphrase}
              onChange={(e) => setPassphrase(e.target.value)}
              autoFocus
              fullWidth
            />
            <TextField
              label={t('seal.repeat')}
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
            {t('note.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !passphrase}>
            {busy ? t('seal.sealing') : t('seal.submit')}
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
  const { t } = useTranslation('common');
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
      setError(err instanceof WrongPassphraseError ? t('seal.wrongPassphrase') : t('seal.openFailed'));
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
        <DialogTitle id="open-sealed-title">{t('seal.openTitle')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2 }}>
            <DialogContentText>{t('seal.openText', { time })}</DialogContentText>
            <TextField
              label={t('seal.passphrase')}
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
            {t('note.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !passphrase}>
            {busy ? t('seal.opening') : t('note.open')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
