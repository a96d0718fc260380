// Placeholder until its issue builds the screen.
import { Typography } from '@mui/material';

export default function CalendarPage() {
  return <Typography variant="h5">CalendarPage</Typography>;
}
