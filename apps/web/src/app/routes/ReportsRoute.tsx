// The AI Report screen as routed: the reports feature's page with the Time tab that the time
// feature owns. Features never import each other; a screen made of several is put together here
// (loaded lazily by the router like any page).
import ReportsPage from '../../features/reports/ReportsPage';
import { TimeTab } from '../../features/time/TimeTab';

export default function ReportsRoute() {
  return <ReportsPage timeTab={(date) => <TimeTab date={date} />} />;
}
