// A link to hand over (invitation or password reset): shown read-only with a Copy button and when
// it stops working.
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard';
import { formatDateTime } from '../../lib/time';

export function CopyableLink({
  label,
  url,
  expiresAt,
  note,
}: {
  label: string;
  url: string;
  expiresAt: string;
  note: string;
}) {
  const { t } = useTranslation('admin');
  const copy = useCopyToClipboard();
  // Without PUBLIC_ORIGIN the server writes the link relative to the site: this page's origin is
  // the one the administrator (and so the colleague) reaches the site at.
  const absolute = new URL(url, window.location.origin).href;
  return (
    <Alert severity="success" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {note} {t('link.worksOnce', { until: formatDateTime(expiresAt) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label={label}
          value={absolute}
          size="small"
          sx={{ flex: '1 1 260px' }}
          slotProps={{
            htmlInput: { readOnly: true, onFocus: (e: { target: HTMLInputElement }) => e.target.select() },
          }}
        />
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy(absolute, t('link.what'))}>
          {t('link.copy')}
        </Button>
      </Box>
    </Alert>
  );
}
