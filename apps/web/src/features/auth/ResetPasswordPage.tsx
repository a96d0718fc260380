// The one-time password-reset page (an administrator's link, ?token=…): a new password and its
// confirmation. The link works once; afterwards, or when it has expired, the page says so.
// Opened while signed in, it says so and signs this browser out once the password is set.
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { ADMIN_MESSAGES, RESET_TOKEN_PARAM } from '@diary/contracts';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { useSignOut } from '../../app/frame/use-sign-out';
import { showToast } from '../../app/toast/toast.slice';
import { useResetPasswordMutation } from '../../api/auth.api';
import { serverMessageOf } from '../../lib/server-message';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from '../../components/FormTextField';
import { SubmitButton } from './SubmitButton';
import { registerSchema } from '../../lib/auth-schemas';

const resetSchema = Yup.object({
  password: registerSchema.fields.password,
  confirmPassword: registerSchema.fields.confirmPassword,
});

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM)?.trim() ?? '';
  const [reset] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedInAs = useAppSelector((s) => (s.auth.isAuthenticated ? (s.auth.username ?? '') : null));
  const signOut = useSignOut();

  return (
    <AuthLayout title="Set a new password" subtitle="Your administrator sent you this one-time link.">
      {signedInAs !== null && token && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="reset-signed-in">
          You are signed in{signedInAs ? ` as ${signedInAs}` : ''}. Setting a new password here signs this
          browser out, so you can sign in with the new password.
        </Alert>
      )}
      {!token ? (
        <Alert severity="warning">{ADMIN_MESSAGES.invalidResetLink}</Alert>
      ) : (
        <Formik
          initialValues={{ password: '', confirmPassword: '' }}
          validationSchema={resetSchema}
          onSubmit={async (values, { setStatus }) => {
            try {
              await reset({ token, password: values.password }).unwrap();
              dispatch(
                showToast({ title: 'Password changed', description: 'Sign in with your new password.' }),
              );
              if (signedInAs !== null) await signOut();
              else navigate('/auth/login', { replace: true });
            } catch (err) {
              setStatus(serverMessageOf(err) ?? 'The password could not be set. Please try again.');
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate aria-label="Set a new password">
              <Stack spacing={2.25}>
                {typeof status === 'string' && (
                  <Alert severity="error" role="alert">
                    {status}
                  </Alert>
                )}
                <FormTextField
                  name="password"
                  label="New Password"
                  type="password"
                  autoComplete="new-password"
                />
                <FormTextField
                  name="confirmPassword"
                  label="Confirm Password"
                  type="password"
                  autoComplete="new-password"
                />
                <SubmitButton busy={isSubmitting} label="Set Password" busyLabel="Setting password..." />
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/auth/login" fontWeight={600}>
          Back to sign in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
