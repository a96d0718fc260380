// One session's summary with copy buttons for its title and its content: its sections (Done,
// Decided, Blocked, Next) with links to the notes, copied as a stand-up; a summary without
// sections (written before them) shows and copies its bullet lines as before.
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { WorkRecord } from '@diary/contracts';
import { formatClock, formatDuration, minutesBetween } from '../../app/time';
import { SummarySectionsList } from '../../components/SummarySectionsList';
import { filledSections } from '../../components/standup-text';
import { bulletLines } from '../../lib/bullet-lines';
import { summaryCopyText } from './report-text';

interface Props {
  record: WorkRecord & { summary: NonNullable<WorkRecord['summary']> };
  onCopy: (text: string, what: string) => void;
}

export function SummaryCard({ record, onCopy }: Props) {
  const { subject, description } = record.summary;
  const range = `${formatClock(record.startTime)} – ${record.endTime ? formatClock(record.endTime) : 'now'}`;
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} aria-label={subject}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.4 }}
            >
              {subject}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="summary-time">
              {range} · {formatDuration(minutesBetween(record.startTime, record.endTime))}
            </Typography>
          </Box>
          <Tooltip title="Copy title">
            <IconButton
              aria-label={`Copy title: ${subject}`}
              onClick={() => onCopy(subject, 'title')}
              size="small"
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        {filledSections(record.summary.sections).length > 0 ? (
          <Box sx={{ mt: 1.5 }}>
            <SummarySectionsList sections={record.summary.sections} date={record.date} label={subject} />
          </Box>
        ) : (
          <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 2.5, listStyleType: 'disc', '& li': { mb: 0.5 } }}>
            {bulletLines(description).map((line, i) => (
              <Typography component="li" variant="body2" key={i}>
                {line.slice(2)}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() => onCopy(summaryCopyText(record), 'summary')}
          aria-label={`Copy summary: ${subject}`}
        >
          Copy summary
        </Button>
      </CardActions>
    </Card>
  );
}
