// The second step of sign-in when two-factor sign-in is on: a code from the app, or a recovery code.
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { Button, Stack, Typography } from '@mui/material';
import { FormTextField } from '../../components/FormTextField';
import { SubmitButton } from './SubmitButton';

interface Props {
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}

export function TwoFactorStep({ onSubmit, onCancel }: Props) {
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={Yup.object({ code: Yup.string().trim().required('Enter the code from your app') })}
      onSubmit={(values) => onSubmit(values.code.trim())}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Two-factor code">
          <Stack spacing={2.25}>
            <Typography color="text.secondary">
              Enter the 6-digit code from your authenticator app, or one of your recovery codes.
            </Typography>
            <FormTextField
              name="code"
              label="Authentication code"
              autoComplete="one-time-code"
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'text', autoCapitalize: 'none' } }}
            />
            <SubmitButton busy={isSubmitting} label="Verify" busyLabel="Verifying..." />
            <Button onClick={onCancel}>Back to sign-in</Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
