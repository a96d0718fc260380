// One session's summary with copy buttons for its title and its content: its sections (Done,
// Decided, Blocked, Next) with links to the notes, copied as a stand-up; a summary without
// sections (written before them) shows and copies its bullet lines as before. Its subject and lines
// can be rewritten in place (PATCH …/summary); a regeneration keeps them.
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
import { formatClock, formatDuration, minutesBetween } from '../../lib/time';
import { SummarySectionsList, withLine } from '../../components/SummarySectionsList';
import { EditableText } from '../../components/EditableText';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { serverMessageOf } from '../../lib/server-message';
import { useEditSummaryMutation } from './write-up-edits.api';
import { filledSections } from '../../components/standup-text';
import { bulletLines } from '../../lib/bullet-lines';
import { summaryCopyText } from './report-text';
import { useTranslation } from 'react-i18next';

interface Props {
  record: WorkRecord & { summary: NonNullable<WorkRecord['summary']> };
  onCopy: (text: string, what: string) => void;
}

export function SummaryCard({ record, onCopy }: Props) {
  const { t } = useTranslation('reports');
  const { subject, description, sections } = record.summary;
  const dispatch = useAppDispatch();
  const [editSummary] = useEditSummaryMutation();
  const edit = async (body: {
    subject?: string;
    sections?: Parameters<typeof editSummary>[0]['sections'];
  }) => {
    try {
      await editSummary({ id: record.id, date: record.date, ...body }).unwrap();
    } catch (err) {
      dispatch(
        showToast({
          title: t('card.notSaved'),
          description: serverMessageOf(err) ?? t('card.saveFailed'),
          variant: 'destructive',
        }),
      );
      throw err;
    }
  };
  const range = `${formatClock(record.startTime)} – ${record.endTime ? formatClock(record.endTime) : t('card.now')}`;
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
              <EditableText
                value={subject}
                what={t('card.subject')}
                onSave={(text) => edit({ subject: text })}
              >
                {subject}
              </EditableText>
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="summary-time">
              {range} · {formatDuration(minutesBetween(record.startTime, record.endTime))}
            </Typography>
          </Box>
          <Tooltip title={t('card.copyTitle')}>
            <IconButton
              aria-label={t('card.copyTitleOf', { subject })}
              onClick={() => onCopy(subject, t('card.title'))}
              size="small"
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        {filledSections(record.summary.sections).length > 0 ? (
          <Box sx={{ mt: 1.5 }}>
            <SummarySectionsList
              sections={sections}
              date={record.date}
              label={subject}
              onEditLine={(name, index, text) =>
                edit({ sections: { [name]: withLine(sections!, name, index, text) } })
              }
            />
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
          onClick={() => onCopy(summaryCopyText(record), t('card.summary'))}
          aria-label={t('card.copySummaryOf', { subject })}
        >
          {t('card.copySummary')}
        </Button>
      </CardActions>
    </Card>
  );
}
