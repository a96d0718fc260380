// Security card: link this account to its identity at the organisation's provider (after the
// password), or unlink it. The provider's redirect back lands on Settings with ?oidcLinked or
// ?oidcError, said here in a sentence.
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OIDC_ERROR_PARAM, OIDC_LINKED_PARAM, type OidcInfo } from '@diary/contracts';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { FormTextField } from '../../components/FormTextField';
import { serverMessageOf } from '../../lib/server-message';
import { useOidcLinkQuery, useStartOidcLinkMutation, useUnlinkOidcMutation } from './oidc-link.api';
import { oidcErrorKey } from './oidc-error-key';

export function OrganisationSection({ oidc }: { oidc: OidcInfo }) {
  const { t } = useTranslation('security');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { data: status } = useOidcLinkQuery();
  const [startLink] = useStartOidcLinkMutation();
  const [unlink, { isLoading: unlinking }] = useUnlinkOidcMutation();
  const error = params.get(OIDC_ERROR_PARAM);
  const failed = (title: string, err: unknown) =>
    dispatch(
      showToast({ title, description: serverMessageOf(err) ?? t('tryAgain'), variant: 'destructive' }),
    );

  return (
    <Box component="section" aria-label={t('organisation.title', { provider: oidc.label })}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
        {t('organisation.title', { provider: oidc.label })}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {t(oidcErrorKey(error))}
        </Alert>
      )}
      {params.has(OIDC_LINKED_PARAM) && status?.linked && (
        <Alert severity="success" sx={{ mb: 1.5 }}>
          {t('organisation.linked', { provider: oidc.label })}
        </Alert>
      )}
      {status?.linked ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            {status.hasPassword
              ? t('organisation.isLinked', { provider: oidc.label })
              : t('organisation.madeBy', { provider: oidc.label })}
          </Typography>
          {status.hasPassword && (
            <Button
              color="error"
              disabled={unlinking}
              onClick={async () => {
                try {
                  await unlink().unwrap();
                  dispatch(
                    showToast({
                      title: t('organisation.unlinked'),
                      description: t('organisation.unlinkedBody'),
                    }),
                  );
                } catch (err) {
                  failed(t('organisation.notUnlinked'), err);
                }
              }}
            >
              {t('organisation.unlink')}
            </Button>
          )}
        </Stack>
      ) : (
        status && (
          <Formik
            initialValues={{ password: '' }}
            validationSchema={Yup.object({
              password: Yup.string().required(t('organisation.passwordRequired')),
            })}
            onSubmit={async (values) => {
              try {
                const { url } = await startLink(values).unwrap();
                window.location.assign(url);
              } catch (err) {
                failed(t('organisation.notLinked'), err);
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label={t('organisation.link', { provider: oidc.label })}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {t('organisation.howToLink', { provider: oidc.label })}
                </Typography>
                <Stack spacing={1.5} direction={{ xs: 'column', sm: 'row' }}>
                  <FormTextField
                    name="password"
                    label={t('organisation.password')}
                    type="password"
                    autoComplete="current-password"
                    size="small"
                  />
                  <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ flex: '0 0 auto' }}>
                    {t('organisation.link', { provider: oidc.label })}
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
