// The sign-in screen (spec section 2): username and password, toasts, then the remembered path.
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { rememberedPath } from '../../app/auth/remembered-path';
import { InertLink } from '../../components/InertLink';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from './FormTextField';
import { SubmitButton } from './SubmitButton';
import { loginSchema } from './auth-schemas';
import { useLoginMutation } from './auth.api';

export default function LoginPage() {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to continue your work diary.">
      <Formik
        initialValues={{ username: '', password: '' }}
        validationSchema={loginSchema}
        onSubmit={async (values) => {
          try {
            await login({ username: values.username.trim(), password: values.password }).unwrap();
            dispatch(showToast({ title: 'Login successful', description: 'Welcome back!' }));
            navigate(rememberedPath(), { replace: true });
          } catch {
            dispatch(
              showToast({
                title: 'Login failed',
                description: 'Invalid username or password',
                variant: 'destructive',
              }),
            );
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Sign in">
            <Stack spacing={2.25}>
              <FormTextField name="username" label="Username" autoComplete="username" autoCapitalize="none" />
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        New here?{' '}
        <Link component={RouterLink} to="/auth/register" fontWeight={600}>
          Create an account
        </Link>
      </Typography>
    </AuthLayout>
  );
}
