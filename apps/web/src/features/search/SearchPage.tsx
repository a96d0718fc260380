// Placeholder until its issue builds the screen.
import { Typography } from '@mui/material';

export default function SearchPage() {
  return <Typography variant="h5">SearchPage</Typography>;
}
