// Placeholder until its issue builds the screen.
import { Typography } from '@mui/material';

export default function SettingsPage() {
  return <Typography variant="h5">SettingsPage</Typography>;
}
