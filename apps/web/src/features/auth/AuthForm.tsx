// What the sign-in, sign-up and new-password screens share: the form's frame ending in its submit
// button, the username and password fields, the line under the form, and the toasts of an answer.
import type { ReactNode } from 'react';
import { Form, useFormikContext } from 'formik';
import { useNavigate } from 'react-router-dom';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { rememberedPath } from '../../lib/auth/remembered-path';
import { FormTextField } from '../../components/FormTextField';

/** A Formik form's frame: its fields, then the submit button, disabled with a spinner and its
 *  busy label while Formik submits. */
export function AuthForm(props: {
  label: string;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
  /** Under the submit button (a way back). */
  after?: ReactNode;
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <Form noValidate aria-label={props.label}>
      <Stack spacing={2.25}>
        {props.children}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ py: 1.25, mt: 1 }}
        >
          {isSubmitting ? props.busyLabel : props.submitLabel}
        </Button>
        {props.after}
      </Stack>
    </Form>
  );
}

export const UsernameField = ({ label }: { label: string }) => (
  <FormTextField name="username" label={label} autoComplete="username" autoCapitalize="none" />
);

export const PasswordField = (props: {
  name: 'password' | 'confirmPassword';
  label: string;
  autoComplete: 'current-password' | 'new-password';
}) => <FormTextField {...props} type="password" />;

/** The centred line under the form (a link to the other screen). */
export const AuthFooter = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
    {children}
  </Typography>
);

/** After an answer: signed in (a toast, then the remembered path), or refused (a red toast). */
export function useAuthAnswer() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return {
    signedIn: (title: string, description: string) => {
      dispatch(showToast({ title, description }));
      navigate(rememberedPath(), { replace: true });
    },
    refused: (title: string, description: string) =>
      dispatch(showToast({ title, description, variant: 'destructive' })),
  };
}
