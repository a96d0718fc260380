// Security card: link this account to its identity at the organisation's provider (after the
// password), or unlink it. The provider's redirect back lands on Settings with ?oidcLinked or
// ?oidcError, said here in a sentence.
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { OIDC_ERROR_PARAM, OIDC_LINKED_PARAM, oidcErrorMessage, type OidcInfo } from '@diary/contracts';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { FormTextField } from '../../components/FormTextField';
import { serverMessageOf } from '../../lib/server-message';
import { useOidcLinkQuery, useStartOidcLinkMutation, useUnlinkOidcMutation } from './oidc-link.api';

export function OrganisationSection({ oidc }: { oidc: OidcInfo }) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { data: status } = useOidcLinkQuery();
  const [startLink] = useStartOidcLinkMutation();
  const [unlink, { isLoading: unlinking }] = useUnlinkOidcMutation();
  const error = params.get(OIDC_ERROR_PARAM);
  const failed = (title: string, err: unknown) =>
    dispatch(
      showToast({ title, description: serverMessageOf(err) ?? 'Please try again.', variant: 'destructive' }),
    );

  return (
    <Box component="section" aria-label={`Sign in with ${oidc.label}`}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
        Sign in with {oidc.label}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {oidcErrorMessage(error)}
        </Alert>
      )}
      {params.has(OIDC_LINKED_PARAM) && status?.linked && (
        <Alert severity="success" sx={{ mb: 1.5 }}>
          Linked: you can now sign in with {oidc.label}.
        </Alert>
      )}
      {status?.linked ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            {status.hasPassword
              ? `This account is linked to ${oidc.label}.`
              : `This account was made by ${oidc.label} and has no password, so it stays linked.`}
          </Typography>
          {status.hasPassword && (
            <Button
              color="error"
              disabled={unlinking}
              onClick={async () => {
                try {
                  await unlink().unwrap();
                  dispatch(
                    showToast({ title: 'Unlinked', description: `Sign in with your password from now on.` }),
                  );
                } catch (err) {
                  failed('Not unlinked', err);
                }
              }}
            >
              Unlink
            </Button>
          )}
        </Stack>
      ) : (
        status && (
          <Formik
            initialValues={{ password: '' }}
            validationSchema={Yup.object({ password: Yup.string().required('Enter your password') })}
            onSubmit={async (values) => {
              try {
                const { url } = await startLink(values).unwrap();
                window.location.assign(url);
              } catch (err) {
                failed('Not linked', err);
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label={`Link ${oidc.label}`}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  Enter your password, then sign in at {oidc.label} to link it to this account.
                </Typography>
                <Stack spacing={1.5} direction={{ xs: 'column', sm: 'row' }}>
                  <FormTextField
                    name="password"
                    label="Password"
                    type="password"
                    autoComplete="current-password"
                    size="small"
                  />
                  <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ flex: '0 0 auto' }}>
                    Link {oidc.label}
                  </Button>
                </Stack>
              </Form>
            )}
          </Formik>
        )
      )}
    </Box>
  );
}
