// The registration screen: username, email, password and its confirmation. An invitation link
// (?invite=code) fills in the code; when sign-up is by invitation or closed and there is none, a
// notice above the form says so (and a refused sign-up's toast gives the server's sentence).
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { ADMIN_MESSAGES, INVITE_PARAM } from '@diary/contracts';
import { useRegistrationQuery } from '../../api/auth.api';
import { serverMessageOf } from '../../lib/server-message';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { rememberedPath } from '../../app/auth/remembered-path';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from '../../components/FormTextField';
import { SubmitButton } from './SubmitButton';
import { registerSchema } from '../../lib/auth-schemas';
import { useRegisterMutation } from '../../api/auth.api';
import { fieldOfRefusal } from './register-refusal';
import { OrganisationOnlyNotice, OrganisationSignInButton } from './OrganisationSignIn';

export default function RegisterPage() {
  const [register] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
    <AuthLayout title="Create your account" subtitle="Start your thinking notebook in under 60 seconds.">
      {refusal && (
        <Alert severity="info" sx={{ mb: 3 }} role="status">
          {refusal} Ask the administrator of this diary for an invitation link.
        </Alert>
      )}
      {invite && (
        <Alert severity="success" sx={{ mb: 3 }}>
          You were invited: create your account below.
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
            dispatch(
              showToast({ title: 'Registration successful', description: 'Your account has been created.' }),
            );
            navigate(rememberedPath(), { replace: true });
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
            dispatch(
              showToast({
                title: 'Registration failed',
                // A refusal (closed, by invitation, a used-up link) says why; the rest as before.
                description:
                  (status === 403 && serverMessageOf(err)) || 'Username or email may already be in use',
                variant: 'destructive',
              }),
            );
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Create account">
            <Stack spacing={2.25}>
              <FormTextField name="username" label="Username" autoComplete="username" autoCapitalize="none" />
              <FormTextField name="email" label="Email" type="email" autoComplete="email" />
              <FormTextField name="password" label="Password" type="password" autoComplete="new-password" />
              <FormTextField
                name="confirmPassword"
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
              />
              <SubmitButton busy={isSubmitting} label="Create Account" busyLabel="Creating account..." />
            </Stack>
          </Form>
        )}
      </Formik>
      <OrganisationSignInButton oidc={info?.oidc} invite={invite} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/auth/login" fontWeight={600}>
          Sign in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
