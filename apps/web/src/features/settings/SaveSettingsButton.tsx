import { Button, CircularProgress } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';

export function SaveSettingsButton({
  onSave,
  busy,
  saving,
}: {
  onSave: () => void;
  busy: boolean;
  saving: boolean;
}) {
  return (
    <Button
      variant="contained"
      onClick={onSave}
      disabled={busy}
      startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveOutlinedIcon />}
    >
      Save Settings
    </Button>
  );
}
