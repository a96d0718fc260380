// Daily Work's header: the shared page header with the AI Report / Sessions buttons and the day.
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from 'react-i18next';

export function DailyWorkHeader({
  onReport,
  onSessions,
  date,
}: {
  onReport: () => void;
  onSessions: () => void;
  date: ReactNode;
}) {
  const { t } = useTranslation('dailyWork');
  return (
    <PageHeader
      title={t('title')}
      subtitle={t('subtitle')}
      date={date}
      actions={
        <>
          <Button variant="outlined" startIcon={<AutoAwesomeOutlinedIcon />} onClick={onReport}>
            {t('aiReport')}
          </Button>
          <Button variant="outlined" startIcon={<ScheduleOutlinedIcon />} onClick={onSessions}>
            {t('sessions')}
          </Button>
        </>
      }
    />
  );
}
