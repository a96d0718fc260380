// Sign in with your organisation (OpenID Connect) on the sign-in and registration screens: the
// button (a full-page navigation to the provider, an invitation code carried along) and the
// sentence a failed sign-in comes back with (?oidcError=code).
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Divider, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OIDC_ERROR_PARAM, OIDC_INVITE_PARAM, OIDC_START_PATH, type OidcInfo } from '@diary/contracts';
import { AuthLayout } from './AuthLayout';
import { AuthFooter } from './AuthForm';
import { tKey } from '../../lib/i18n/t-key';

// The sentence of each ?oidcError code (the English is the contract's OIDC_ERROR_MESSAGES).
const ERROR_KEYS: Record<string, string> = {
  state: tKey('auth:oidcError.state'),
  denied: tKey('auth:oidcError.denied'),
  refused: tKey('auth:oidcError.refused'),
  unavailable: tKey('auth:oidcError.unavailable'),
  disabled: tKey('auth:oidcError.disabled'),
  'invite-required': tKey('auth:oidcError.inviteRequired'),
  'invalid-invitation': tKey('auth:oidcError.invalidInvitation'),
  'invitation-email': tKey('auth:oidcError.invitationEmail'),
  closed: tKey('auth:oidcError.closed'),
  'linked-elsewhere': tKey('auth:oidcError.linkedElsewhere'),
  'already-linked': tKey('auth:oidcError.alreadyLinked'),
  'not-configured': tKey('auth:oidcError.notConfigured'),
  throttled: tKey('auth:oidcError.throttled'),
};
/** An unknown code still reads as a sentence. */
const OTHER_ERROR = tKey('auth:oidcError.other');

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
  const { t } = useTranslation('auth');
  if (!oidc) return null;
  return (
    <>
      {divider && (
        <Divider sx={{ my: 2.5, color: 'text.secondary', typography: 'body2' }}>{t('oidc.or')}</Divider>
      )}
      <Button href={organisationStartUrl(invite)} variant="outlined" size="large" fullWidth>
        {t('oidc.signInWith', { provider: oidc.label })}
      </Button>
    </>
  );
}

/** The readable sentence for ?oidcError=…, or nothing. */
export function OrganisationSignInError() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const code = params.get(OIDC_ERROR_PARAM);
  if (!code) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 3 }}>
      {t(ERROR_KEYS[code] ?? OTHER_ERROR)}
    </Alert>
  );
}

/** The registration screen under OIDC_ONLY: no password form, the organisation's button instead. */
export function OrganisationOnlyNotice({ oidc, invite }: { oidc: OidcInfo; invite?: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('register.title')} subtitle={t('oidc.accountsFrom', { provider: oidc.label })}>
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        {t('oidc.madeOnFirstSignIn', { provider: oidc.label })}
      </Alert>
      <OrganisationSignInButton oidc={oidc} invite={invite} divider={false} />
      <AuthFooter>
        <Link component={RouterLink} to="/auth/login" fontWeight={600}>
          {t('twoFactor.back')}
        </Link>
      </AuthFooter>
    </AuthLayout>
  );
}
