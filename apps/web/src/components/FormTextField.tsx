// A labelled text field bound to Formik: shows its message once the field was touched. A password
// field gets a show/hide button (named "Show characters" / "Hide characters"). Built from the parts
// MUI's TextField is made of (FormControl, InputLabel, OutlinedInput, FormHelperText): TextField
// also brings its Select, Menu, Popover and Modal, which the sign-in route's budget cannot carry.
import { useState, type ReactNode } from 'react';
import { useField } from 'formik';
import {
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
  type InputBaseComponentProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { translateFormMessage } from '../lib/i18n/form-messages';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  label: ReactNode;
  id?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  autoCapitalize?: string;
  size?: 'small' | 'medium';
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  slotProps?: { htmlInput?: InputBaseComponentProps };
}

export function FormTextField({
  name,
  label,
  id,
  type,
  autoComplete,
  autoFocus,
  autoCapitalize,
  size,
  helperText,
  sx,
  slotProps,
}: Props) {
  const { t } = useTranslation('common');
  const [field, meta] = useField<string>(name);
  const [shown, setShown] = useState(false);
  const showError = Boolean(meta.touched && meta.error);
  const isPassword = type === 'password';
  const inputId = id ?? `field-${name}`;
  const helper = showError && meta.error ? translateFormMessage(meta.error, t) : helperText;
  const helperId = helper ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth variant="outlined" size={size} error={showError} sx={sx}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...field}
        id={inputId}
        label={label}
        type={isPassword && shown ? 'text' : type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputProps={{
          ...slotProps?.htmlInput,
          ...(autoCapitalize ? { autoCapitalize } : {}),
          'aria-invalid': showError || undefined,
          'aria-describedby': helperId,
        }}
        endAdornment={
          isPassword ? (
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
          ) : undefined
        }
      />
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}
