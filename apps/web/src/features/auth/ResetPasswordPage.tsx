// The one-time password-reset page (an administrator's link, ?token=…): a new password and its
// confirmation. The link works once; afterwards, or when it has expired, the page says so.
// Opened while signed in, it says so and signs this browser out once the password is set.
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Link } from '@mui/material';
import { RESET_TOKEN_PARAM } from '@diary/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { showToast } from '../../lib/toast/toast.slice';
import { useResetPasswordMutation } from '../../api/auth.api';
import { serverMessageOf } from '../../lib/server-message';
import { AuthLayout } from './AuthLayout';
import { AuthFooter, AuthForm } from './AuthForm';
import { NewPasswordFields } from './NewPasswordFields';
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
  const { t } = useTranslation('auth');

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {signedInAs !== null && token && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="reset-signed-in">
          {signedInAs ? t('reset.signedInAs', { username: signedInAs }) : t('reset.signedIn')}
        </Alert>
      )}
      {!token ? (
        <Alert severity="warning">{t('reset.invalidLink')}</Alert>
      ) : (
        <Formik
          initialValues={{ password: '', confirmPassword: '' }}
          validationSchema={resetSchema}
          onSubmit={async (values, { setStatus }) => {
            try {
              await reset({ token, password: values.password }).unwrap();
              dispatch(showToast({ title: t('reset.changed'), description: t('reset.signInWithNew') }));
              if (signedInAs !== null) await signOut();
              else navigate('/auth/login', { replace: true });
            } catch (err) {
              setStatus(serverMessageOf(err) ?? t('reset.failed'));
            }
          }}
        >
          {({ status }) => (
            <AuthForm
              label={t('reset.title')}
              submitLabel={t('reset.submit')}
              busyLabel={t('reset.submitting')}
            >
              {typeof status === 'string' && (
                <Alert severity="error" role="alert">
                  {status}
                </Alert>
              )}
              <NewPasswordFields label={t('reset.newPassword')} confirmLabel={t('fields.confirmPassword')} />
            </AuthForm>
          )}
        </Formik>
      )}
      <AuthFooter>
        <Link component={RouterLink} to="/auth/login" fontWeight={600}>
          {t('reset.back')}
        </Link>
      </AuthFooter>
    </AuthLayout>
  );
}
