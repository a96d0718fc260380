// The editor's text as it will read once saved: a Preview switch under the ruled paper shows the
// Markdown rendered (the paper itself stays plain text to write in).
import { useState } from 'react';
import { Box, Card, FormControlLabel, Switch, Typography } from '@mui/material';
import { MarkdownNote } from '../../../components/markdown/MarkdownNote';
import { useTranslation } from 'react-i18next';

export function DraftPreview({ text }: { text: string }) {
  const { t } = useTranslation('dailyWork');
  const [on, setOn] = useState(false);
  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 }, py: { xs: 0.5, sm: 0.5 } }}>
      <FormControlLabel
        control={<Switch checked={on} onChange={(e) => setOn(e.target.checked)} />}
        label={t('preview.label')}
      />
      {on && (
        <Box sx={{ pb: 1 }} data-testid="draft-preview">
          {text.trim() ? (
            <MarkdownNote content={text} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('preview.hint')}
            </Typography>
          )}
        </Box>
      )}
    </Card>
  );
}
