// Daily Work's header: the shared page header with the AI Report / Sessions buttons and the day.
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { PageHeader } from '../../components/PageHeader';

export function DailyWorkHeader({
  onReport,
  onSessions,
  date,
}: {
  onReport: () => void;
  onSessions: () => void;
  date: ReactNode;
}) {
  return (
    <PageHeader
      title="Daily Work"
      subtitle="Track your daily tasks and activities"
      date={date}
      actions={
        <>
          <Button variant="outlined" startIcon={<AutoAwesomeOutlinedIcon />} onClick={onReport}>
            AI Report
          </Button>
          <Button variant="outlined" startIcon={<ScheduleOutlinedIcon />} onClick={onSessions}>
            Sessions
          </Button>
        </>
      }
    />
  );
}
