// The sign-in screen: username and password, toasts, then the remembered path.
import { Formik } from 'formik';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Link } from '@mui/material';
import { InertLink } from '../../components/InertLink';
import { AuthLayout } from './AuthLayout';
import { AuthFooter, AuthForm, PasswordField, UsernameField, useAuthAnswer } from './AuthForm';
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
  const answer = useAuthAnswer();
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
              answer.signedIn(t('login.success'), t('login.welcomeBack'));
            } catch (err) {
              const message = (err as { serverMessage?: string }).serverMessage;
              if (message && /expired/.test(message)) setChallenge(null);
              answer.refused(t('login.failed'), message ?? t('login.codeInvalid'));
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
              answer.signedIn(t('login.success'), t('login.welcomeBack'));
            } catch (err) {
              // A disabled account (403) says so; every other failure reads the same.
              const disabled = (err as { status?: number }).status === 403;
              answer.refused(t('login.failed'), (disabled && serverMessageOf(err)) || t('login.invalid'));
            }
          }}
        >
          <AuthForm label={t('login.form')} submitLabel={t('login.submit')} busyLabel={t('login.submitting')}>
            <UsernameField label={t('fields.username')} />
            <PasswordField name="password" label={t('fields.password')} autoComplete="current-password" />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '-4px !important' }}>
              <InertLink variant="body2">{t('login.forgot')}</InertLink>
            </Box>
          </AuthForm>
        </Formik>
      )}
      {!passwordHidden && !challenge && <OrganisationSignInButton oidc={oidc} />}
      <AuthFooter>
        {oidc?.only ? (
          <Link component={RouterLink} to={passwordHidden ? `?${ADMIN_SIGN_IN_PARAM}` : '?'}>
            {passwordHidden ? t('login.adminSignIn') : t('login.backToOidc', { provider: oidc.label })}
          </Link>
        ) : (
          <>
            {t('login.newHere')}{' '}
            <Link component={RouterLink} to="/auth/register" fontWeight={600}>
              {t('login.createAccount')}
            </Link>
          </>
        )}
      </AuthFooter>
    </AuthLayout>
  );
}
