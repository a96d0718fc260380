// Sign in with your organisation (OpenID Connect) on the sign-in and registration screens: the
// button (a full-page navigation to the provider, an invitation code carried along) and the
// sentence a failed sign-in comes back with (?oidcError=code).
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Divider, Link, Typography } from '@mui/material';
import {
  OIDC_ERROR_PARAM,
  OIDC_INVITE_PARAM,
  OIDC_START_PATH,
  oidcErrorMessage,
  type OidcInfo,
} from '@diary/contracts';
import { AuthLayout } from './AuthLayout';

export function organisationStartUrl(invite?: string): string {
  return invite ? `${OIDC_START_PATH}?${OIDC_INVITE_PARAM}=${encodeURIComponent(invite)}` : OIDC_START_PATH;
}

export function OrganisationSignInButton({
  oidc,
  invite,
  divider = true,
}: {
  oidc: OidcInfo | null | undefined;
  invite?: string;
  /** An "or" line between it and the password form. */
  divider?: boolean;
}) {
  if (!oidc) return null;
  return (
    <>
      {divider && <Divider sx={{ my: 2.5, color: 'text.secondary', typography: 'body2' }}>or</Divider>}
      <Button href={organisationStartUrl(invite)} variant="outlined" size="large" fullWidth>
        Sign in with {oidc.label}
      </Button>
    </>
  );
}

/** The readable sentence for ?oidcError=…, or nothing. */
export function OrganisationSignInError() {
  const [params] = useSearchParams();
  const code = params.get(OIDC_ERROR_PARAM);
  if (!code) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 3 }}>
      {oidcErrorMessage(code)}
    </Alert>
  );
}

/** The registration screen under OIDC_ONLY: no password form, the organisation's button instead. */
export function OrganisationOnlyNotice({ oidc, invite }: { oidc: OidcInfo; invite?: string }) {
  return (
    <AuthLayout title="Create your account" subtitle={`Accounts here come from ${oidc.label}.`}>
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        Sign in with {oidc.label}: your account is made the first time you do.
      </Alert>
      <OrganisationSignInButton oidc={oidc} invite={invite} divider={false} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/auth/login" fontWeight={600}>
          Back to sign-in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
