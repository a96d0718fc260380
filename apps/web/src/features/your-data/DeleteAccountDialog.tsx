// Deleting the account: the password confirms it; afterwards the app is signed out and shows sign-in.
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useAppDispatch } from '../../lib/store';
import { api, type ApiError } from '../../lib/api';
import { signedOut } from '../../lib/auth/auth.slice';
import { forgetPath } from '../../lib/auth/remembered-path';
import { useDeleteAccountMutation } from './account.api';

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('yourData');
  const schema = Yup.object({ password: Yup.string().required(t('delete.passwordRequired')) });
  const [deleteAccount] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
      <Formik
        initialValues={{ password: '' }}
        validationSchema={schema}
        onSubmit={async (values, { setStatus }) => {
          try {
            await deleteAccount({ password: values.password }).unwrap();
          } catch (err) {
            // The server's own reason (wrong password, last administrator) says more than a status sentence.
            setStatus((err as ApiError).serverMessage ?? t('delete.failed'));
            return;
          }
          forgetPath();
          dispatch(signedOut());
          dispatch(api.util.resetApiState());
          navigate('/auth/login', { replace: true });
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting, status }) => (
          <Form noValidate>
            <DialogTitle id="delete-account-title">{t('delete.title')}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>{t('delete.body')}</DialogContentText>
              {status && (
                <Alert severity="error" sx={{ mb: 2 }} role="alert">
                  {status}
                </Alert>
              )}
              <TextField
                name="password"
                type="password"
                label={t('delete.password')}
                autoComplete="current-password"
                fullWidth
                autoFocus
                value={values.password}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(touched.password && errors.password)}
                helperText={touched.password && errors.password}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                {t('delete.cancel')}
              </Button>
              <Button
                type="submit"
                color="error"
                variant="contained"
                disabled={isSubmitting}
                startIcon={
                  isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
                }
              >
                {t('delete.confirm')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
