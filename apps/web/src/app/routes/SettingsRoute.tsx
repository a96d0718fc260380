// The Settings screen as routed: the settings feature's page with the account cards that the
// security and your-data features own. Features never import each other; a screen made of several
// is put together here (loaded lazily by the router like any page).
import { useTranslation } from 'react-i18next';
import SettingsPage from '../../features/settings/SettingsPage';
import { SecurityCard } from '../../features/security/SecurityCard';
import { YourDataCard } from '../../features/your-data/YourDataCard';

export default function SettingsRoute() {
  // The three features' sentences load together, in one wait, rather than one card after another
  // (each card that waits for its own hides the screen again).
  useTranslation(['settings', 'security', 'yourData']);
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
