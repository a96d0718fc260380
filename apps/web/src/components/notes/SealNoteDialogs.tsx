// The two passphrase dialogs of a sealed note: sealing one (with the warning that a lost
// passphrase loses the note) and opening one (a wrong passphrase is refused with a sentence).
import { useTranslation } from 'react-i18next';
import { FormEvent, ReactNode, useId, useState } from 'react';
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

/** The frame both dialogs share: a small form that cannot be closed while busy, its text, an
 *  optional notice, the passphrase (submit stays off while it is empty) and any further field,
 *  the error sentence, Cancel and the submit button. */
function PassphraseDialog(props: {
  title: string;
  text: string;
  notice?: ReactNode;
  passphrase: string;
  onPassphrase: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (e: FormEvent) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const labelId = useId();
  const { busy, error, onCancel } = props;
  return (
    <Dialog open onClose={() => !busy && onCancel()} aria-labelledby={labelId} fullWidth maxWidth="xs">
      <form onSubmit={props.onSubmit} noValidate>
        <DialogTitle id={labelId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2 }}>
            <DialogContentText>{props.text}</DialogContentText>
            {props.notice}
            <PassphraseField
              label={t('seal.passphrase')}
              autoComplete={props.autoComplete}
              value={props.passphrase}
              onChange={props.onPassphrase}
              autoFocus
            />
            {props.children}
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
          <Button type="submit" variant="contained" disabled={busy || !props.passphrase}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function PassphraseField(props: {
  label: string;
  autoComplete: 'new-password' | 'current-password';
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={props.label}
      type="password"
      autoComplete={props.autoComplete}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      autoFocus={props.autoFocus}
      fullWidth
    />
  );
}

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
    <PassphraseDialog
      title={t('seal.title')}
      text={t('seal.text', { time })}
      notice={
        <Alert severity="warning" role="note" data-testid="seal-warning">
          {t('seal.warning')}
        </Alert>
      }
      passphrase={passphrase}
      onPassphrase={setPassphrase}
      autoComplete="new-password"
      busy={busy}
      error={error}
      submitLabel={busy ? t('seal.sealing') : t('seal.submit')}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <PassphraseField
        label={t('seal.repeat')}
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
      />
    </PassphraseDialog>
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
    <PassphraseDialog
      title={t('seal.openTitle')}
      text={t('seal.openText', { time })}
      passphrase={passphrase}
      onPassphrase={setPassphrase}
      autoComplete="current-password"
      busy={busy}
      error={error}
      submitLabel={busy ? t('seal.opening') : t('note.open')}
      onCancel={onCancel}
      onSubmit={(e) => void submit(e)}
    />
  );
}
