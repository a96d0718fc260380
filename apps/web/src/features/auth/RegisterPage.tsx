// Placeholder until its issue builds the screen.
import { Typography } from '@mui/material';

export default function RegisterPage() {
  return <Typography variant="h5">RegisterPage</Typography>;
}
