// A labelled text field bound to Formik: shows its message once the field was touched. A password
// field gets a show/hide button (named "Show characters" / "Hide characters").
import { useState } from 'react';
import { useField } from 'formik';
import { IconButton, InputAdornment, TextField, TextFieldProps } from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { translateFormMessage } from '../lib/i18n/form-messages';
import { useTranslation } from 'react-i18next';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string };

export function FormTextField({ name, helperText, type, ...props }: Props) {
  const { t } = useTranslation('common');
  const [field, meta] = useField<string>(name);
  const [shown, setShown] = useState(false);
  const showError = Boolean(meta.touched && meta.error);
  const isPassword = type === 'password';
  return (
    <TextField
      {...props}
      {...field}
      type={isPassword && shown ? 'text' : type}
      id={props.id ?? `field-${name}`}
      fullWidth
      error={showError}
      helperText={showError && meta.error ? translateFormMessage(meta.error, t) : helperText}
      slotProps={{
        ...props.slotProps,
        htmlInput: { ...(props.slotProps?.htmlInput as object), 'aria-invalid': showError || undefined },
        ...(isPassword
          ? {
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={shown ? t('form.hideCharacters') : t('form.showCharacters')}
                      aria-pressed={shown}
                      onClick={() => setShown((s) => !s)}
                    >
                      {shown ? (
                        <VisibilityOffOutlinedIcon fontSize="small" />
                      ) : (
                        <VisibilityOutlinedIcon fontSize="small" />
                      )}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }
          : {}),
      }}
    />
  );
}
