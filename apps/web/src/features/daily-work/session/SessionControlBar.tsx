// The start/stop control bar: the running session's start and duration, or a Start button.
import { Box, Button, Card, CircularProgress, Typography } from '@mui/material';
import { alpha, keyframes } from '@mui/material/styles';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import StopRoundedIcon from '@mui/icons-material/StopRounded';
import type { WorkRecord } from '@diary/contracts';
import { formatClock, formatDuration, sessionDuration, useNow } from '../../../lib/time';
import { TagsField } from '../../../components/tags/TagsField';
import { ProjectSelect } from '../../../components/projects/ProjectSelect';
import { useTranslation } from 'react-i18next';

const pulse = keyframes`0% { box-shadow: 0 0 0 0 currentColor } 70% { box-shadow: 0 0 0 7px transparent } 100% { box-shadow: 0 0 0 0 transparent }`;

export function SessionControlBar({
  active,
  known,
  lastKnown = false,
  starting,
  dayTotal,
  onStart,
  onStop,
  tags,
  onTagsChange,
  tagsDisabled,
  projectId,
  onProjectChange,
}: {
  active: WorkRecord | null;
  known: boolean;
  /** The session shown is the last one the server gave: no answer yet (offline). */
  lastKnown?: boolean;
  starting: boolean;
  dayTotal: number | null;
  onStart: () => void;
  onStop: () => void;
  /** The running session's tags, or those the next session will start with. */
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  tagsDisabled?: boolean;
  /** The running session's project, or the one the next session will start with. */
  projectId?: string | null;
  onProjectChange?: (projectId: string | null) => void;
}) {
  const { t } = useTranslation('dailyWork');
  // The timer ticks every second, h:mm:ss.
  const now = useNow(1000, Boolean(active));
  const running = active ? sessionDuration(active.startTime, null, now) : null;

  return (
    <Card
      component="section"
      aria-label={t('session.region')}
      sx={(t) => ({
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        flexWrap: 'wrap',
        borderColor: active ? alpha(t.palette.success.main, 0.5) : undefined,
        bgcolor: active ? alpha(t.palette.success.main, 0.06) : 'background.paper',
      })}
    >
      <Box
        aria-hidden
        sx={{
          width: 12,
          height: 12,
          borderRadius: '50%',
          flexShrink: 0,
          color: active ? 'success.main' : 'text.disabled',
          bgcolor: 'currentColor',
          animation: active ? `${pulse} 2s infinite` : 'none',
        }}
      />
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {active ? t('session.inProgress') : t('session.none')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {active
            ? t('session.startedAt', { time: formatClock(active.startTime) })
            : known
              ? t('session.startHint')
              : t('session.checking')}
          {lastKnown && t('session.lastSeen')}
          {dayTotal !== null && dayTotal > 0 && t('session.dayTotal', { total: formatDuration(dayTotal) })}
        </Typography>
      </Box>
      {active && (
        <Typography
          variant="h4"
          component="p"
          aria-label={t('session.runningFor', { duration: running })}
          data-testid="running-duration"
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, color: 'success.main', mr: { sm: 1 } }}
        >
          {running}
        </Typography>
      )}
      {active ? (
        <Button
          variant="outlined"
          color="error"
          startIcon={<StopRoundedIcon />}
          onClick={onStop}
          sx={{ whiteSpace: 'nowrap', width: { xs: '100%', sm: 'auto' } }}
        >
          {t('session.stop')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          color="success"
          startIcon={starting ? <CircularProgress size={16} color="inherit" /> : <PlayArrowRoundedIcon />}
          onClick={onStart}
          disabled={starting || !known}
          sx={{ whiteSpace: 'nowrap', width: { xs: '100%', sm: 'auto' } }}
        >
          {t('session.start')}
        </Button>
      )}
      <Box
        sx={{
          flex: '1 1 100%',
          minWidth: 0,
          display: 'flex',
          gap: 1.5,
          flexWrap: 'wrap',
          alignItems: 'flex-start',
        }}
      >
        {onProjectChange && (
          <ProjectSelect
            value={projectId ?? null}
            onChange={onProjectChange}
            disabled={tagsDisabled}
            label={active ? t('session.projectNow') : t('session.projectNext')}
          />
        )}
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <TagsField
            value={tags}
            onChange={onTagsChange}
            disabled={tagsDisabled}
            label={active ? t('session.tagsNow') : t('session.tagsNext')}
          />
        </Box>
      </Box>
    </Card>
  );
}
