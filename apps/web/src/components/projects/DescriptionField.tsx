// A session's own description (the timesheet row's text), at most 500 characters.
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RECORD_DESCRIPTION_MAX_LENGTH } from '@diary/contracts';

export function DescriptionField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const left = RECORD_DESCRIPTION_MAX_LENGTH - value.length;
  return (
    <TextField
      label={t('description.label')}
      value={value}
      onChange={(e) => onChange(e.target.value.slice(0, RECORD_DESCRIPTION_MAX_LENGTH))}
      disabled={disabled}
      fullWidth
      size="small"
      placeholder={t('description.placeholder')}
      helperText={left < 50 ? t('description.left', { count: left }) : ' '}
      slotProps={{
        htmlInput: { maxLength: RECORD_DESCRIPTION_MAX_LENGTH, 'data-testid': 'session-description' },
      }}
    />
  );
}
