// The sign-in screen: username and password, toasts, then the remembered path.
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { rememberedPath } from '../../lib/auth/remembered-path';
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
import { useTranslation } from 'react-i18next';

export default function LoginPage() {
  const { t } = useTranslation('auth');
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
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <OrganisationSignInError />
      {passwordHidden ? (
        <OrganisationSignInButton oidc={oidc} divider={false} />
      ) : challenge ? (
        <TwoFactorStep
          onCancel={() => setChallenge(null)}
          onSubmit={async (code) => {
            try {
              await login2fa({ challenge, code }).unwrap();
              dispatch(showToast({ title: t('login.success'), description: t('login.welcomeBack') }));
              navigate(rememberedPath(), { replace: true });
            } catch (err) {
              const status = (err as { status?: number }).status;
              const message = (err as { serverMessage?: string }).serverMessage;
              if (message && /expired/.test(message)) setChallenge(null);
              dispatch(
                showToast({
                  title: t('login.failed'),
                  description: status === 429 && message ? message : (message ?? t('login.codeInvalid')),
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
              dispatch(showToast({ title: t('login.success'), description: t('login.welcomeBack') }));
              navigate(rememberedPath(), { replace: true });
            } catch (err) {
              // A disabled account (403) says so; every other failure reads the same.
              const disabled = (err as { status?: number }).status === 403;
              dispatch(
                showToast({
                  title: t('login.failed'),
                  description: (disabled && serverMessageOf(err)) || t('login.invalid'),
                  variant: 'destructive',
                }),
              );
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t('login.form')}>
              <Stack spacing={2.25}>
                <FormTextField
                  name="username"
                  label={t('fields.username')}
                  autoComplete="username"
                  autoCapitalize="none"
                />
                <FormTextField
                  name="password"
                  label={t('fields.password')}
                  type="password"
                  autoComplete="current-password"
                />
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '-4px !important' }}>
                  <InertLink variant="body2">{t('login.forgot')}</InertLink>
                </Box>
                <SubmitButton
                  busy={isSubmitting}
                  label={t('login.submit')}
                  busyLabel={t('login.submitting')}
                />
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      {!passwordHidden && !challenge && <OrganisationSignInButton oidc={oidc} />}
      {oidc?.only ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={passwordHidden ? `?${ADMIN_SIGN_IN_PARAM}` : '?'}>
            {passwordHidden ? t('login.adminSignIn') : t('login.backToOidc', { provider: oidc.label })}
          </Link>
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          {t('login.newHere')}{' '}
          <Link component={RouterLink} to="/auth/register" fontWeight={600}>
            {t('login.createAccount')}
          </Link>
        </Typography>
      )}
    </AuthLayout>
  );
}
