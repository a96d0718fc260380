// Voice input, the spec's demo: needs an active session; a simulated 3 s recording (which the user
// may end sooner), 1 s of "transcription", then a sentence in the chosen voice language is added.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, CircularProgress, Tooltip } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import {
  VOICE_DEMO_LABEL,
  VOICE_RECORDING_MS,
  VOICE_TRANSCRIPTION_MS,
  resolveVoiceLanguage,
  voicePhrase,
} from './voice-phrases';

type VoiceState = 'idle' | 'recording' | 'transcribing';

const pulse = keyframes`0% { opacity: 1 } 50% { opacity: .35 } 100% { opacity: 1 }`;

export function VoiceInputButton({
  hasActiveSession,
  language,
  onText,
}: {
  hasActiveSession: boolean;
  language: string | undefined;
  onText: (text: string) => void;
}) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<VoiceState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const transcribe = () => {
    clearTimeout(timer.current);
    setState('transcribing');
    timer.current = setTimeout(() => {
      try {
        onTextRef.current(`${VOICE_DEMO_LABEL} ${voicePhrase(language, navigator.language)}`);
      } catch (err) {
        console.warn(err);
        dispatch(
          showToast({
            title: 'Transcription failed',
            description: 'Please try recording again.',
            variant: 'destructive',
          }),
        );
      }
      setState('idle');
    }, VOICE_TRANSCRIPTION_MS);
  };

  const click = () => {
    if (state === 'recording') return transcribe();
    if (state !== 'idle') return;
    if (!hasActiveSession) {
      dispatch(
        showToast({
          title: 'No active work session',
          description: 'Please start a work session before recording voice notes.',
          variant: 'destructive',
        }),
      );
      return;
    }
    setState('recording');
    timer.current = setTimeout(transcribe, VOICE_RECORDING_MS);
  };

  const spoken = resolveVoiceLanguage(language, typeof navigator === 'undefined' ? 'en' : navigator.language);
  return (
    <Tooltip
      placement="top"
      title={
        state === 'recording'
          ? 'Stop recording'
          : `Voice demo: adds a sample sentence (${spoken}); real dictation is not available yet`
      }
    >
      <span>
        <Button
          size="small"
          variant={state === 'idle' ? 'outlined' : 'contained'}
          color={state === 'recording' ? 'error' : 'primary'}
          onClick={click}
          disabled={state === 'transcribing'}
          aria-label={state === 'recording' ? 'Stop recording' : 'Voice input (demo)'}
          startIcon={
            state === 'recording' ? (
              <StopCircleOutlinedIcon sx={{ animation: `${pulse} 1s ease-in-out infinite` }} />
            ) : state === 'transcribing' ? (
              <CircularProgress size={16} color="inherit" />
            ) : (
              <MicNoneOutlinedIcon />
            )
          }
          sx={{
            whiteSpace: 'nowrap',
            '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
            minWidth: { xs: 40, sm: 64 },
          }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {state === 'recording'
              ? 'Recording...'
              : state === 'transcribing'
                ? 'Transcribing...'
                : 'Voice (demo)'}
          </Box>
        </Button>
      </span>
    </Tooltip>
  );
}
