// A session's own description (the timesheet row's text), at most 500 characters.
import { TextField } from '@mui/material';
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
  const left = RECORD_DESCRIPTION_MAX_LENGTH - value.length;
  return (
    <TextField
      label="Description (for the timesheet)"
      value={value}
      onChange={(e) => onChange(e.target.value.slice(0, RECORD_DESCRIPTION_MAX_LENGTH))}
      disabled={disabled}
      fullWidth
      size="small"
      placeholder="What the client sees, e.g. Workshop on the checkout"
      helperText={left < 50 ? `${left} characters left` : ' '}
      slotProps={{
        htmlInput: { maxLength: RECORD_DESCRIPTION_MAX_LENGTH, 'data-testid': 'session-description' },
      }}
    />
  );
}
