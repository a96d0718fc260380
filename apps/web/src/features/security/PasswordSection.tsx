// Security → Change password: the current one and a new one, checked by the same rule as sign-up
// (lib/auth-schemas.ts, from the shared contracts); every other device is signed out after.
import { Form, Formik } from 'formik';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { FormTextField } from '../../components/FormTextField';
import { changePasswordSchema } from '../../lib/auth-schemas';
import { Section, useFailureToast } from './SecuritySection';
import { useChangePasswordMutation } from './security.api';

export function PasswordSection() {
  const { t } = useTranslation('security');
  const dispatch = useAppDispatch();
  const failed = useFailureToast();
  const [change] = useChangePasswordMutation();
  return (
    <Section title={t('password.title')}>
      <Formik
        initialValues={{ currentPassword: '', newPassword: '' }}
        validationSchema={changePasswordSchema}
        onSubmit={async (values, { resetForm }) => {
          try {
            await change(values).unwrap();
            resetForm();
            dispatch(
              showToast({
                title: t('password.changed'),
                description: t('password.changedBody'),
              }),
            );
          } catch (err) {
            failed(t('password.notChanged'), err);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('password.title')}>
            <Stack spacing={1.5} direction={{ xs: 'column', sm: 'row' }}>
              <FormTextField
                name="currentPassword"
                label={t('password.current')}
                type="password"
                autoComplete="current-password"
                size="small"
              />
              <FormTextField
                name="newPassword"
                label={t('password.new')}
                type="password"
                autoComplete="new-password"
                size="small"
              />
              <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ flex: '0 0 auto' }}>
                {t('password.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
