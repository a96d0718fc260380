// A labelled text field bound to Formik: shows its message once the field was touched.
import { useField } from 'formik';
import { TextField, TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string };

export function FormTextField({ name, helperText, ...props }: Props) {
  const [field, meta] = useField<string>(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <TextField
      {...props}
      {...field}
      id={props.id ?? `field-${name}`}
      fullWidth
      error={showError}
      helperText={showError ? meta.error : helperText}
      slotProps={{ ...props.slotProps, htmlInput: { 'aria-invalid': showError || undefined } }}
    />
  );
}
