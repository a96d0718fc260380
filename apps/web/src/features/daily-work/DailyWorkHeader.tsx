// Title, subtitle and the AI Report / Sessions buttons.
import { Box, Button, Stack, Typography } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';

export function DailyWorkHeader({ onReport, onSessions }: { onReport: () => void; onSessions: () => void }) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ alignItems: { xs: 'stretch', md: 'flex-end' }, justifyContent: 'space-between', gap: 1.5 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1">
          Daily Work
        </Typography>
        <Typography color="text.secondary">Track your daily tasks and activities</Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          variant="outlined"
          startIcon={<AutoAwesomeOutlinedIcon />}
          onClick={onReport}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          AI Report
        </Button>
        <Button
          variant="outlined"
          startIcon={<ScheduleOutlinedIcon />}
          onClick={onSessions}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          Sessions
        </Button>
      </Stack>
    </Stack>
  );
}
