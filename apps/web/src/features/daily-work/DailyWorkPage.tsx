// Placeholder until its issue builds the screen.
import { Typography } from '@mui/material';

export default function DailyWorkPage() {
  return <Typography variant="h5">DailyWorkPage</Typography>;
}
