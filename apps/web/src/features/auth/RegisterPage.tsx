// The registration screen: username, email, password and its confirmation. An invitation link
// (?invite=code) fills in the code; when sign-up is by invitation or closed and there is none, a
// notice above the form says so (and a refused sign-up's toast gives the server's sentence).
import { Formik } from 'formik';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Link } from '@mui/material';
import { ADMIN_MESSAGES, INVITE_PARAM } from '@diary/contracts';
import { useRegistrationQuery } from '../../api/auth.api';
import { serverMessageOf } from '../../lib/server-message';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from '../../components/FormTextField';
import { AuthFooter, AuthForm, UsernameField, useAuthAnswer } from './AuthForm';
import { NewPasswordFields } from './NewPasswordFields';
import { registerSchema } from '../../lib/auth-schemas';
import { useRegisterMutation } from '../../api/auth.api';
import { fieldOfRefusal } from './register-refusal';
import { OrganisationOnlyNotice, OrganisationSignInButton } from './OrganisationSignIn';
import { useTranslation } from 'react-i18next';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [register] = useRegisterMutation();
  const answer = useAuthAnswer();
  const [params] = useSearchParams();
  const invite = params.get(INVITE_PARAM)?.trim() || undefined;
  const { data: info } = useRegistrationQuery();
  const mode = info?.registration ?? 'open';
  // The first account of an empty instance may always sign up; the server decides, so the form
  // stays reachable behind the notice for that one case.
  const refusal =
    invite || mode === 'open' ? null : mode === 'closed' ? ADMIN_MESSAGES.closed : ADMIN_MESSAGES.inviteOnly;
  // OIDC_ONLY: accounts come from the organisation's provider (an invitation code goes along).
  if (info?.oidc?.only) return <OrganisationOnlyNotice oidc={info.oidc} invite={invite} />;

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      {refusal && (
        <Alert severity="info" sx={{ mb: 3 }} role="status">
          {refusal} {t('register.askAdmin')}
        </Alert>
      )}
      {invite && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('register.invited')}
        </Alert>
      )}
      <Formik
        initialValues={{ username: '', email: '', password: '', confirmPassword: '' }}
        validationSchema={registerSchema}
        onSubmit={async (values, { setFieldError, setFieldTouched }) => {
          try {
            await register({
              username: values.username.trim(),
              email: values.email.trim(),
              password: values.password,
              invite,
            }).unwrap();
            answer.signedIn(t('register.success'), t('register.created'));
          } catch (err) {
            const status = (err as { status?: number }).status;
            // The server's reason (a common password, a taken name) goes under its field; the
            // toast stays the one the spec gives.
            const reason = serverMessageOf(err);
            const field = fieldOfRefusal(reason);
            if (field && reason) {
              await setFieldTouched(field, true, false);
              setFieldError(field, reason);
            }
            // A refusal (closed, by invitation, a used-up link) says why; the rest as before.
            answer.refused(
              t('register.failed'),
              (status === 403 && serverMessageOf(err)) || t('register.taken'),
            );
          }
        }}
      >
        <AuthForm
          label={t('register.form')}
          submitLabel={t('register.submit')}
          busyLabel={t('register.submitting')}
        >
          <UsernameField label={t('fields.username')} />
          <FormTextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
          <NewPasswordFields label={t('fields.password')} confirmLabel={t('fields.confirmPassword')} />
        </AuthForm>
      </Formik>
      <OrganisationSignInButton oidc={info?.oidc} invite={invite} />
      <AuthFooter>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to="/auth/login" fontWeight={600}>
          {t('register.signIn')}
        </Link>
      </AuthFooter>
    </AuthLayout>
  );
}
