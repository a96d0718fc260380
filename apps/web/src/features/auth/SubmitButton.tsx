// The form's submit button: disabled with a spinner and its busy label while submitting.
import { Button, CircularProgress } from '@mui/material';

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ py: 1.25, mt: 1 }}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
