import { Button, CircularProgress } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { useTranslation } from 'react-i18next';

export function SaveSettingsButton({
  onSave,
  busy,
  saving,
}: {
  onSave: () => void;
  busy: boolean;
  saving: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <Button
      variant="contained"
      onClick={onSave}
      disabled={busy}
      startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveOutlinedIcon />}
    >
      {t('save')}
    </Button>
  );
}
