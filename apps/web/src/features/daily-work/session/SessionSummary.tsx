// A session's summary: 'Generating summary...' while it is made, then its subject and its sections
// (Done, Decided, Blocked, Next), or its bullets when it has none (older summaries).
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import type { Summary } from '@diary/contracts';
import { SummarySectionsList } from '../../../components/SummarySectionsList';
import { filledSections } from '../../../components/standup-text';
import { useTranslation } from 'react-i18next';

export const summaryBullets = (description: string) =>
  description
    .split('\n')
    .map((l) => l.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);

export function SessionSummary({ summary, generating }: { summary: Summary | null; generating: boolean }) {
  const { t } = useTranslation('dailyWork');
  if (generating)
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', color: 'text.secondary', mt: 1 }}
        role="status"
      >
        <CircularProgress size={14} color="inherit" />
        <Typography variant="body2">{t('item.generating')}</Typography>
      </Stack>
    );
  if (!summary) return null;
  return (
    <Box
      data-testid="session-summary"
      sx={{
        mt: 1,
        pl: 1.5,
        py: 0.5,
        borderLeft: 3,
        borderColor: 'secondary.main',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <AutoAwesomeOutlinedIcon sx={{ fontSize: 16, color: 'secondary.main' }} />
        <Typography variant="subtitle2" component="p">
          {summary.subject}
        </Typography>
      </Stack>
      {filledSections(summary.sections).length > 0 ? (
        <Box sx={{ mt: 0.5, pr: 1 }}>
          <SummarySectionsList sections={summary.sections} date="" label={summary.subject} links={false} />
        </Box>
      ) : (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, pr: 1 }}>
          {summaryBullets(summary.description).map((line, i) => (
            <Typography component="li" variant="body2" color="text.secondary" key={i}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
