// The recovery codes, shown once after two-factor sign-in is turned on: copy, download, done.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { downloadText } from '../../lib/download-file';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const download = () => downloadText('work-diary-recovery-codes.txt', `${text}\n`);
  return (
    <Alert severity="warning" sx={{ mt: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>Save your recovery codes</Typography>
      <Typography variant="body2">
        Each signs you in once if you lose your authenticator. They are shown only now.
      </Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', columns: 2, pl: 2.5, my: 1 }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => void navigator.clipboard?.writeText(text)}>
          Copy codes
        </Button>
        <Button size="small" onClick={download}>
          Download codes
        </Button>
        <Button size="small" variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Alert>
  );
}
