// The recovery codes, shown once after two-factor sign-in is turned on: copy, download, done.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../lib/download-file';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  const text = codes.join('\n');
  const download = () => downloadText('work-diary-recovery-codes.txt', `${text}\n`);
  return (
    <Alert severity="warning" sx={{ mt: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{t('recovery.title')}</Typography>
      <Typography variant="body2">{t('recovery.body')}</Typography>
      <Box
        component="ul"
        aria-label={t('recovery.list')}
        sx={{ fontFamily: 'monospace', columns: 2, pl: 2.5, my: 1 }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => void navigator.clipboard?.writeText(text)}>
          {t('recovery.copy')}
        </Button>
        <Button size="small" onClick={download}>
          {t('recovery.download')}
        </Button>
        <Button size="small" variant="contained" onClick={onDone}>
          {t('recovery.done')}
        </Button>
      </Stack>
    </Alert>
  );
}
