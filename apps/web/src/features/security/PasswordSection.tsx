// Security → Change password: the current one and a new one, checked by the same rule as sign-up
// (lib/auth-schemas.ts, from the shared contracts); every other device is signed out after.
import { Form, Formik } from 'formik';
import { Button, Stack } from '@mui/material';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { FormTextField } from '../../components/FormTextField';
import { changePasswordSchema } from '../../lib/auth-schemas';
import { Section, useFailureToast } from './SecuritySection';
import { useChangePasswordMutation } from './security.api';

export function PasswordSection() {
  const dispatch = useAppDispatch();
  const failed = useFailureToast();
  const [change] = useChangePasswordMutation();
  return (
    <Section title="Change password">
      <Formik
        initialValues={{ currentPassword: '', newPassword: '' }}
        validationSchema={changePasswordSchema}
        onSubmit={async (values, { resetForm }) => {
          try {
            await change(values).unwrap();
            resetForm();
            dispatch(
              showToast({
                title: 'Password changed',
                description: 'Every other device has been signed out.',
              }),
            );
          } catch (err) {
            failed('Password not changed', err);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Change password">
            <Stack spacing={1.5} direction={{ xs: 'column', sm: 'row' }}>
              <FormTextField
                name="currentPassword"
                label="Current password"
                type="password"
                autoComplete="current-password"
                size="small"
              />
              <FormTextField
                name="newPassword"
                label="New password"
                type="password"
                autoComplete="new-password"
                size="small"
              />
              <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ flex: '0 0 auto' }}>
                Change password
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
