// Image upload: one or more images, kept in the note (attachments) with their text added after them.
import { ChangeEvent, useRef } from 'react';
import { Box, Button, CircularProgress, Tooltip } from '@mui/material';
import ImageSearchOutlinedIcon from '@mui/icons-material/ImageSearchOutlined';
import { useTranslation } from 'react-i18next';

export function ImageTextButton({ onFiles, busy }: { onFiles: (files: File[]) => void; busy: boolean }) {
  const { t } = useTranslation('dailyWork');
  const input = useRef<HTMLInputElement>(null);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ''; // the same file can be picked again
    if (files.length) onFiles(files);
  };
  return (
    <Tooltip placement="top" title={t('imageText.tip')}>
      <span>
        <Button
          size="small"
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <ImageSearchOutlinedIcon />}
          aria-label={t('imageText.label')}
          sx={{
            whiteSpace: 'nowrap',
            '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
            minWidth: { xs: 40, sm: 64 },
          }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {busy ? t('imageText.reading') : t('imageText.label')}
          </Box>
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          hidden
          aria-label={t('imageText.upload')}
          data-testid="image-upload-input"
          onChange={picked}
        />
      </span>
    </Tooltip>
  );
}
