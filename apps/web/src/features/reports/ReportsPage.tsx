// AI Report: the day in ?date= with its overview, per-session summaries,
// the daily report's key insights and the notes.
import { ReactNode, SyntheticEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Paper, Stack, Tab, Tabs } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { isDayKey } from '@diary/contracts';
import { selectedDateChanged } from '../../lib/selected-date.slice';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { useGetDayQuery } from '../../api/diary.api';
import { useGetReportQuery } from '../../api/ai.api';
import { formatLongDate } from '../../lib/time';
import { DateNavigator } from '../../components/DateNavigator';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { downloadText } from '../../lib/download-file';
import { InsightsTab } from './InsightsTab';
import { NotesTab } from './NotesTab';
import { ReportOverviewCard } from './ReportOverviewCard';
import { reportFileName, reportText } from './report-text';
import { SummaryTab } from './SummaryTab';
import { useLiveReport } from './use-live-report';
import { REPORT_POLL_MS, useReportGeneration } from './use-report-generation';
import { useTranslation } from 'react-i18next';

const TABS = ['summary', 'insights', 'notes', 'time'] as const;
type TabName = (typeof TABS)[number];

interface Props {
  /** The Time tab for the day shown, which the time feature owns; app/routes puts it in. */
  timeTab: (date: string) => ReactNode;
}

export default function ReportsPage({ timeTab }: Props) {
  // The Time tab's sentences load with the page's, so opening the tab does not wait on them.
  const { t } = useTranslation(['reports', 'time']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const selectedDate = useAppSelector((s) => s.selectedDate.value);
  const param = params.get('date');
  const date = param && isDayKey(param) ? param : selectedDate;
  const [tab, setTab] = useState<TabName>('summary');
  const [polling, setPolling] = useState(false);

  const day = useGetDayQuery(date, { pollingInterval: polling ? REPORT_POLL_MS : 0 });
  const report = useGetReportQuery(date, { pollingInterval: polling ? REPORT_POLL_MS : 0 });
  const generation = useReportGeneration(date, report.data, report.fulfilledTimeStamp);
  useLiveReport(date);
  // Poll while our request runs, or while a report started elsewhere is still being written.
  const reportRunning = report.data?.date === date && report.data.status === 'generating';
  useEffect(() => setPolling(generation.polling || reportRunning), [generation.polling, reportRunning]);

  // The diary screens follow the day shown here.
  useEffect(() => {
    if (date !== selectedDate) dispatch(selectedDateChanged(date));
  }, [date, selectedDate, dispatch]);

  const records = day.data?.records;
  const summaries = (records ?? []).filter((r) => r.summary).length;
  const dayLabel = formatLongDate(date);
  const goTo = (key: string) => setParams({ date: key });

  return (
    <Stack spacing={3} sx={pageSx}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        back={
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/daily-work')}>
            {t('back')}
          </Button>
        }
        date={<DateNavigator date={date} onChange={goTo} />}
      />

      <ReportOverviewCard
        date={date}
        dayLabel={dayLabel}
        sessions={records?.length ?? 0}
        totalMinutes={day.data?.totalDuration ?? 0}
        summaries={summaries}
        status={report.data?.status}
        generating={generation.generating}
        onDownload={() => downloadText(reportFileName(date), reportText(date, records ?? [], report.data))}
        onGenerate={() => void generation.start()}
      />

      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_e: SyntheticEvent, v: TabName) => setTab(v)}
          aria-label={t('tabs.label')}
          variant="fullWidth"
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root': {
              minWidth: 0,
              px: { xs: 0.5, sm: 1 },
              // Four tabs share a phone's width: a long label takes two lines there.
              whiteSpace: { xs: 'normal', sm: 'nowrap' },
              lineHeight: 1.25,
              textTransform: 'none',
              fontWeight: 600,
            },
          }}
        >
          <Tab
            value="summary"
            label={t('tabs.summary')}
            id="report-tab-summary"
            aria-controls="report-panel-summary"
          />
          <Tab
            value="insights"
            label={t('tabs.insights')}
            id="report-tab-insights"
            aria-controls="report-panel-insights"
          />
          <Tab
            value="notes"
            label={t('tabs.notes')}
            id="report-tab-notes"
            aria-controls="report-panel-notes"
          />
          <Tab value="time" label={t('tabs.time')} id="report-tab-time" aria-controls="report-panel-time" />
        </Tabs>
        {TABS.map((name) => (
          <Box
            key={name}
            role="tabpanel"
            hidden={tab !== name}
            id={`report-panel-${name}`}
            aria-labelledby={`report-tab-${name}`}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            {tab === name && name === 'summary' && (
              <SummaryTab
                records={records}
                loading={day.isLoading}
                error={day.isError}
                generating={generation.generating}
              />
            )}
            {tab === name && name === 'insights' && (
              <InsightsTab
                report={report.data}
                loading={report.isLoading}
                error={report.isError}
                generating={generation.generating}
              />
            )}
            {tab === name && name === 'notes' && (
              <NotesTab records={records} loading={day.isLoading} error={day.isError} />
            )}
            {tab === name && name === 'time' && timeTab(date)}
          </Box>
        ))}
      </Paper>
    </Stack>
  );
}
