// The Settings screen as routed: the settings feature's page with the account cards that the
// security and your-data features own. Features never import each other; a screen made of several
// is put together here (loaded lazily by the router like any page).
import SettingsPage from '../../features/settings/SettingsPage';
import { SecurityCard } from '../../features/security/SecurityCard';
import { YourDataCard } from '../../features/your-data/YourDataCard';

export default function SettingsRoute() {
  return (
    <SettingsPage
      accountCards={
        <>
          <SecurityCard />
          <YourDataCard />
        </>
      }
    />
  );
}
