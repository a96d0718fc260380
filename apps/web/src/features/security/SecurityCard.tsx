// Settings → Security: change password, sign-in with the organisation, signed-in devices,
// two-factor sign-in, API tokens; one file per section.
import { Divider, Stack } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useRegistrationQuery } from '../../api/auth.api';
import { SettingsCard } from '../../components/SettingsCard';
import { DevicesSection } from './DevicesSection';
import { OrganisationSection } from './OrganisationSection';
import { PasswordSection } from './PasswordSection';
import { TokensSection } from './TokensSection';
import { TwoFactorSection } from './TwoFactorSection';

export function SecurityCard() {
  const oidc = useRegistrationQuery().data?.oidc;
  return (
    <SettingsCard
      id="security"
      icon={<LockOutlinedIcon />}
      title="Security"
      description="Your password, the devices signed in, two-factor sign-in and API tokens."
    >
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
