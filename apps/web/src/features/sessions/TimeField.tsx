// An HH:mm time input as both session dialogs use it (minutes, label always raised, full width).
import { TextField, TextFieldProps } from '@mui/material';

export type TimeFieldProps = Omit<TextFieldProps, 'type' | 'onChange' | 'slotProps' | 'fullWidth'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function TimeField({ value, onValueChange, ...rest }: TimeFieldProps) {
  return (
    <TextField
      {...rest}
      type="time"
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
}
