// The second step of sign-in when two-factor sign-in is on: a code from the app, or a recovery code.
import { Formik } from 'formik';
import * as Yup from 'yup';
import { Button, Typography } from '@mui/material';
import { FormTextField } from '../../components/FormTextField';
import { AuthForm } from './AuthForm';
import { useTranslation } from 'react-i18next';

interface Props {
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}

export function TwoFactorStep({ onSubmit, onCancel }: Props) {
  const { t } = useTranslation('auth');
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={Yup.object({ code: Yup.string().trim().required(t('twoFactor.required')) })}
      onSubmit={(values) => onSubmit(values.code.trim())}
    >
      <AuthForm
        label={t('twoFactor.form')}
        submitLabel={t('twoFactor.verify')}
        busyLabel={t('twoFactor.verifying')}
        after={<Button onClick={onCancel}>{t('twoFactor.back')}</Button>}
      >
        <Typography color="text.secondary">{t('twoFactor.hint')}</Typography>
        <FormTextField
          name="code"
          label={t('twoFactor.code')}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'text', autoCapitalize: 'none' } }}
        />
      </AuthForm>
    </Formik>
  );
}
