// Voice input: needs an active session; records (with a live level meter and the elapsed time)
// and adds the transcribed text to the note. Its label says which engine is in use: the server's
// transcription, the browser's speech recognition, or the demo sentence.
import { Box, Button, CircularProgress, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import { ENGINE_DESCRIPTION, ENGINE_NAME, formatElapsed } from './dictation-engine';
import { useDictation } from './use-dictation';
import { useTranslation } from 'react-i18next';

const pulse = keyframes`0% { opacity: 1 } 50% { opacity: .35 } 100% { opacity: 1 }`;

export function VoiceInputButton(props: {
  hasActiveSession: boolean;
  language: string | undefined;
  onText: (text: string) => void;
}) {
  const { t } = useTranslation('dailyWork');
  const { engine, state, level, elapsedMs, toggle } = useDictation(props);
  const recording = state === 'recording';
  const idleLabel =
    engine === 'demo' ? t('voice.demo') : engine === 'browser' ? t('voice.browser') : t('voice.dictate');

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Tooltip placement="top" title={recording ? t('voice.stop') : t(ENGINE_DESCRIPTION[engine])}>
        <span>
          <Button
            size="small"
            variant={state === 'idle' ? 'outlined' : 'contained'}
            color={recording ? 'error' : 'primary'}
            onClick={toggle}
            disabled={state === 'transcribing' || state === 'starting'}
            // The name starts with the visible text (axe: label-content-name-mismatch).
            aria-label={
              recording
                ? t('voice.stop')
                : t('voice.label', {
                    action: state === 'transcribing' ? t('voice.transcribing') : idleLabel,
                    engine: t(ENGINE_NAME[engine]),
                  })
            }
            data-engine={engine}
            startIcon={
              recording ? (
                <StopCircleOutlinedIcon sx={{ animation: `${pulse} 1s ease-in-out infinite` }} />
              ) : state === 'idle' ? (
                <MicNoneOutlinedIcon />
              ) : (
                <CircularProgress size={16} color="inherit" />
              )
            }
            sx={{
              whiteSpace: 'nowrap',
              '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
              minWidth: { xs: 40, sm: 64 },
            }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {recording
                ? t('voice.recording')
                : state === 'transcribing'
                  ? t('voice.transcribing')
                  : idleLabel}
            </Box>
          </Button>
        </span>
      </Tooltip>
      {recording && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          {engine === 'endpoint' && (
            <LinearProgress
              variant="determinate"
              value={Math.round(level * 100)}
              aria-label={t('voice.level')}
              data-testid="dictation-level"
              sx={{ width: 56, height: 6, borderRadius: 3 }}
            />
          )}
          <Typography
            variant="caption"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
            aria-label={t('voice.time')}
            data-testid="dictation-elapsed"
          >
            {formatElapsed(elapsedMs)}
          </Typography>
          {engine === 'demo' && (
            <Typography variant="caption" color="text.secondary">
              demo
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
