// Deleting the account: the password confirms it; afterwards the app is signed out and shows sign-in.
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { useNavigate } from 'react-router-dom';
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
import { useAppDispatch } from '../../app/store';
import { api, type ApiError } from '../../app/api';
import { signedOut } from '../../app/auth/auth.slice';
import { forgetPath } from '../../app/auth/remembered-path';
import { useDeleteAccountMutation } from './account.api';

const schema = Yup.object({ password: Yup.string().required('Enter your password to delete the account') });

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
            setStatus(
              (err as ApiError).serverMessage ?? 'The account could not be deleted. Please try again.',
            );
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
            <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                Every session, note, draft, summary and report will be removed from every part of the diary.
                This cannot be undone. Export your data first if you want to keep it.
              </DialogContentText>
              {status && (
                <Alert severity="error" sx={{ mb: 2 }} role="alert">
                  {status}
                </Alert>
              )}
              <TextField
                name="password"
                type="password"
                label="Password"
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
                Cancel
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
                Delete account
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
