// The Key Insights tab: the day's report as a stand-up (Done, Decided, Blocked, Next, each line
// linking to its note; Copy gives the text to paste into chat), then its insights. A report
// without sections (written before them) shows its description's bullets. The subject and every
// line can be rewritten in place; a regeneration keeps the person's words unless they discard them.
import { Alert, Box, Button, Chip, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import type { DailyReport } from '@diary/contracts';
import dayjs from 'dayjs';
import { formatClock, formatMediumDate } from '../../lib/time';
import { SummarySectionsList, withLine } from '../../components/SummarySectionsList';
import { EditableText } from '../../components/EditableText';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { serverMessageOf } from '../../lib/server-message';
import { useDiscardEditsMutation, useEditReportMutation } from './write-up-edits.api';
import { filledSections } from '../../components/standup-text';
import { bulletLines } from '../../lib/bullet-lines';
import { reportStandupText } from './report-text';
import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard';
import { useTranslation } from 'react-i18next';

interface Props {
  report: DailyReport | undefined;
  loading: boolean;
  error: boolean;
  generating: boolean;
}

export function InsightsTab({ report, loading, error, generating }: Props) {
  const { t } = useTranslation('reports');
  const copy = useCopyToClipboard();
  const dispatch = useAppDispatch();
  const [editReport] = useEditReportMutation();
  const [discardEdits, discarding] = useDiscardEditsMutation();
  /** Sends an edit; a refusal is told in a toast and rethrown so the field keeps the words. */
  const edit = async (body: Parameters<typeof editReport>[0]) => {
    try {
      await editReport(body).unwrap();
    } catch (err) {
      dispatch(
        showToast({
          title: t('insights.notSaved'),
          description: serverMessageOf(err) ?? t('insights.saveFailed'),
          variant: 'destructive',
        }),
      );
      throw err;
    }
  };
  if (error) return <Alert severity="error">{t('insights.loadError')}</Alert>;
  if (loading) return <Skeleton variant="rounded" height={140} />;
  if (generating || report?.status === 'generating')
    return (
      <Stack spacing={1.5} sx={{ py: 3 }}>
        <Typography color="text.secondary">{t('insights.generating')}</Typography>
        <LinearProgress aria-label={t('insights.generatingLabel')} />
      </Stack>
    );
  if (report?.status === 'failed') return <Alert severity="warning">{t('insights.failed')}</Alert>;
  if (!report || report.status !== 'completed')
    return (
      <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 5 }} spacing={1}>
        <InsightsOutlinedIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="p">
          {t('insights.emptyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('insights.emptyText')}</Typography>
      </Stack>
    );
  const sectioned = filledSections(report.sections).length > 0;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            <EditableText
              value={report.subject ?? ''}
              what={t('insights.subject')}
              onSave={(subject) => edit({ date: report.date, subject })}
            >
              {report.subject}
            </EditableText>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {report.generatedAt && (
              <Typography variant="caption" color="text.secondary">
                {t('insights.generated', {
                  date: formatMediumDate(dayjs(report.generatedAt)),
                  time: formatClock(report.generatedAt),
                })}
              </Typography>
            )}
            {report.edited && (
              <>
                <Chip size="small" variant="outlined" label={t('insights.edited')} />
                <Button
                  size="small"
                  disabled={discarding.isLoading}
                  onClick={() =>
                    void discardEdits({ date: report.date })
                      .unwrap()
                      .catch((err: unknown) =>
                        dispatch(
                          showToast({
                            title: t('insights.error'),
                            description: serverMessageOf(err) ?? t('insights.discardFailed'),
                            variant: 'destructive',
                          }),
                        ),
                      )
                  }
                >
                  {t('insights.discard')}
                </Button>
              </>
            )}
          </Stack>
        </Box>
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy(reportStandupText(report.date, report), t('insights.standup'))}
          sx={{ flex: '0 0 auto' }}
        >
          {t('insights.copyStandup')}
        </Button>
      </Stack>
      {sectioned && (
        <SummarySectionsList
          sections={report.sections}
          date={report.date}
          label={report.subject ?? t('insights.theDay')}
          onEditLine={(section, index, text) =>
            edit({
              date: report.date,
              sections: { [section]: withLine(report.sections!, section, index, text) },
            })
          }
        />
      )}
      {!sectioned && report.description && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, listStyleType: 'disc' }}>
          {bulletLines(report.description).map((l, i) => (
            <Typography component="li" variant="body2" key={i} sx={{ mb: 0.5 }}>
              {l.slice(2)}
            </Typography>
          ))}
        </Box>
      )}
      {report.insights.length > 0 && (
        <Typography variant="overline" component="h4" color="text.secondary" sx={{ mb: -1 }}>
          {t('insights.heading')}
        </Typography>
      )}
      {report.insights.length > 0 && (
        <Box component="ul" aria-label={t('insights.heading')} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {report.insights.map((insight, i) => (
            <Paper
              component="li"
              key={i}
              variant="outlined"
              sx={{ listStyle: 'none', p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <LightbulbOutlinedIcon color="secondary" fontSize="small" aria-hidden sx={{ mt: '2px' }} />
              <Typography variant="body2">{insight}</Typography>
            </Paper>
          ))}
        </Box>
      )}
    </Stack>
  );
}
