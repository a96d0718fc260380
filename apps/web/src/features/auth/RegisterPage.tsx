// The registration screen (spec section 2): username, email, password and its confirmation.
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Link, Stack, Typography } from '@mui/material';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { rememberedPath } from '../../app/auth/remembered-path';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from './FormTextField';
import { SubmitButton } from './SubmitButton';
import { registerSchema } from './auth-schemas';
import { useRegisterMutation } from './auth.api';

export default function RegisterPage() {
  const [register] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return (
    <AuthLayout title="Create your account" subtitle="Start your thinking notebook in under 60 seconds.">
      <Formik
        initialValues={{ username: '', email: '', password: '', confirmPassword: '' }}
        validationSchema={registerSchema}
        onSubmit={async (values) => {
          try {
            await register({
              username: values.username.trim(),
              email: values.email.trim(),
              password: values.password,
            }).unwrap();
            dispatch(
              showToast({ title: 'Registration successful', description: 'Your account has been created.' }),
            );
            navigate(rememberedPath(), { replace: true });
          } catch {
            dispatch(
              showToast({
                title: 'Registration failed',
                description: 'Username or email may already be in use',
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/auth/login" fontWeight={600}>
          Sign in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
