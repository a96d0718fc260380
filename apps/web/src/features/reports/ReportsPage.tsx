// Placeholder until its issue builds the screen.
import { Typography } from '@mui/material';

export default function ReportsPage() {
  return <Typography variant="h5">ReportsPage</Typography>;
}
