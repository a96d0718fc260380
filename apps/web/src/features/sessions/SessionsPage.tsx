// Placeholder until its issue builds the screen.
import { Typography } from '@mui/material';

export default function SessionsPage() {
  return <Typography variant="h5">SessionsPage</Typography>;
}
