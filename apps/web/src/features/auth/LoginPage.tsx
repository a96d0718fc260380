// The sign-in screen: username and password, toasts, then the remembered path.
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { rememberedPath } from '../../app/auth/remembered-path';
import { InertLink } from '../../components/InertLink';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from '../../components/FormTextField';
import { SubmitButton } from './SubmitButton';
import { loginSchema } from '../../lib/auth-schemas';
import { serverMessageOf } from '../../lib/server-message';
import { useLogin2faMutation, useLoginMutation } from '../../api/auth.api';
import { TwoFactorStep } from './TwoFactorStep';
import { useState } from 'react';
import { ADMIN_SIGN_IN_PARAM } from '@diary/contracts';
import { useRegistrationQuery } from '../../api/auth.api';
import { OrganisationSignInButton, OrganisationSignInError } from './OrganisationSignIn';

export default function LoginPage() {
  const [login] = useLoginMutation();
  const [login2fa] = useLogin2faMutation();
  const [challenge, setChallenge] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Sign in with your organisation; with OIDC_ONLY the password form is for administrators (?admin).
  const oidc = useRegistrationQuery().data?.oidc;
  const [params] = useSearchParams();
  const passwordHidden = Boolean(oidc?.only) && !params.has(ADMIN_SIGN_IN_PARAM);

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to continue your work diary.">
      <OrganisationSignInError />
      {passwordHidden ? (
        <OrganisationSignInButton oidc={oidc} divider={false} />
      ) : challenge ? (
        <TwoFactorStep
          onCancel={() => setChallenge(null)}
          onSubmit={async (code) => {
            try {
              await login2fa({ challenge, code }).unwrap();
              dispatch(showToast({ title: 'Login successful', description: 'Welcome back!' }));
              navigate(rememberedPath(), { replace: true });
            } catch (err) {
              const status = (err as { status?: number }).status;
              const message = (err as { serverMessage?: string }).serverMessage;
              if (message && /expired/.test(message)) setChallenge(null);
              dispatch(
                showToast({
                  title: 'Login failed',
                  description: status === 429 && message ? message : (message ?? 'That code is not valid.'),
                  variant: 'destructive',
                }),
              );
            }
          }}
        />
      ) : (
        <Formik
          initialValues={{ username: '', password: '' }}
          validationSchema={loginSchema}
          onSubmit={async (values) => {
            try {
              const result = await login({
                username: values.username.trim(),
                password: values.password,
              }).unwrap();
              if ('twoFactorRequired' in result) {
                setChallenge(result.challenge);
                return;
              }
              dispatch(showToast({ title: 'Login successful', description: 'Welcome back!' }));
              navigate(rememberedPath(), { replace: true });
            } catch (err) {
              // A disabled account (403) says so; every other failure reads the same.
              const disabled = (err as { status?: number }).status === 403;
              dispatch(
                showToast({
                  title: 'Login failed',
                  description: (disabled && serverMessageOf(err)) || 'Invalid username or password',
                  variant: 'destructive',
                }),
              );
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Sign in">
              <Stack spacing={2.25}>
                <FormTextField
                  name="username"
                  label="Username"
                  autoComplete="username"
                  autoCapitalize="none"
                />
                <FormTextField
                  name="password"
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                />
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '-4px !important' }}>
                  <InertLink variant="body2">Forgot password?</InertLink>
                </Box>
                <SubmitButton busy={isSubmitting} label="Sign In" busyLabel="Signing in..." />
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      {!passwordHidden && !challenge && <OrganisationSignInButton oidc={oidc} />}
      {oidc?.only ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={passwordHidden ? `?${ADMIN_SIGN_IN_PARAM}` : '?'}>
            {passwordHidden ? 'Administrator sign-in' : `Back to sign-in with ${oidc.label}`}
          </Link>
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          New here?{' '}
          <Link component={RouterLink} to="/auth/register" fontWeight={600}>
            Create an account
          </Link>
        </Typography>
      )}
    </AuthLayout>
  );
}
