// Placeholder until its issue builds the screen.
import { Typography } from '@mui/material';

export default function LoginPage() {
  return <Typography variant="h5">LoginPage</Typography>;
}
