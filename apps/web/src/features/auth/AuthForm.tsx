// What the sign-in, sign-up and new-password screens share: the form's frame ending in its submit
// button, the username and password fields, the line under the form, and the toasts of an answer.
import type { ReactNode } from 'react';
import { Form, useFormikContext } from 'formik';
import { useNavigate } from 'react-router-dom';
import { Stack, Typography } from '@mui/material';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { rememberedPath } from '../../lib/auth/remembered-path';
import { FormTextField } from '../../components/FormTextField';
import { SubmitButton } from './SubmitButton';

/** A Formik form's frame: its fields, then the submit button, busy while Formik submits. */
export function AuthForm(props: {
  label: string;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <Form noValidate aria-label={props.label}>
      <Stack spacing={2.25}>
        {props.children}
        <SubmitButton busy={isSubmitting} label={props.submitLabel} busyLabel={props.busyLabel} />
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

/** A new password and its confirmation (sign-up and a reset link). */
export const NewPasswordFields = ({ label, confirmLabel }: { label: string; confirmLabel: string }) => (
  <>
    <PasswordField name="password" label={label} autoComplete="new-password" />
    <PasswordField name="confirmPassword" label={confirmLabel} autoComplete="new-password" />
  </>
);

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
