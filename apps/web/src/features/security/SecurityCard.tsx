// Settings → Security: change password, sign-in with the organisation, signed-in devices,
// two-factor sign-in, API tokens; one file per section.
import { Divider, Stack } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { useRegistrationQuery } from '../../api/auth.api';
import { SettingsCard } from '../../components/SettingsCard';
import { DevicesSection } from './DevicesSection';
import { OrganisationSection } from './OrganisationSection';
import { PasswordSection } from './PasswordSection';
import { TokensSection } from './TokensSection';
import { TwoFactorSection } from './TwoFactorSection';

export function SecurityCard() {
  const { t } = useTranslation('security');
  const oidc = useRegistrationQuery().data?.oidc;
  return (
    <SettingsCard id="security" icon={<LockOutlinedIcon />} title={t('title')} description={t('description')}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <PasswordSection />
        {oidc && <OrganisationSection oidc={oidc} />}
        <DevicesSection />
        <TwoFactorSection />
        <TokensSection />
      </Stack>
    </SettingsCard>
  );
}
