// The ruled-paper note editor with its toolbar (keyboard or pen input, voice, image to text), the
// sync indicator and the Save button.
import { ClipboardEvent, DragEvent, KeyboardEvent, ReactNode, useRef, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CircularProgress,
  Divider,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import KeyboardOutlinedIcon from '@mui/icons-material/KeyboardOutlined';
import DrawOutlinedIcon from '@mui/icons-material/DrawOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { ImageTextButton } from './ImageTextButton';
import { PenCanvas } from './PenCanvas';
import { VoiceInputButton } from './VoiceInputButton';
import { useToastLift } from '../../../hooks/use-toast-lift';
import { useTranslation } from 'react-i18next';

export const CLEAR_ALL_CHECK_MS = 100;
const LINE = 32;

const marginLine = (color: string, x: number) =>
  `linear-gradient(to right, transparent ${x}px, ${color} ${x}px, ${color} ${x + 1}px, transparent ${x + 1}px)`;
const ruledLines = (color: string) =>
  `repeating-linear-gradient(to bottom, transparent 0, transparent ${LINE - 1}px, ${color} ${LINE - 1}px, ${color} ${LINE}px)`;

export interface NoteEditorProps {
  text: string;
  /** The draft's sync state, shown at the end of the toolbar (the drafts' SyncIndicator). */
  sync: ReactNode;
  saving: boolean;
  hasActiveSession: boolean;
  voiceLanguage: string | undefined;
  imageBusy: boolean;
  onChange: (text: string) => void;
  onAppend: (text: string) => void;
  onSave: () => void;
  onImages: (files: File[]) => void;
  onDrawing: (png: File) => void;
  /** Keeps the drawing in the note as an image. */
  onSaveDrawing?: (png: File) => void;
}

export function NoteEditor(props: NoteEditorProps) {
  const { t } = useTranslation('dailyWork');
  const { text, sync, saving, hasActiveSession, voiceLanguage, imageBusy } = props;
  const theme = useTheme();
  const [mode, setMode] = useState<'keyboard' | 'pen'>('keyboard');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const selectAll = useRef(false);
  const saveBar = useRef<HTMLDivElement>(null);
  useToastLift(saveBar);

  // Ctrl+A then Delete: checked 100 ms later; an emptied editor counts as an empty note.
  const keyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a') {
      selectAll.current = true;
      return;
    }
    if (selectAll.current && (e.key === 'Delete' || e.key === 'Backspace')) {
      setTimeout(() => {
        if (textarea.current && !textarea.current.value.trim()) props.onChange('');
      }, CLEAR_ALL_CHECK_MS);
    }
    if (e.key !== 'Control' && e.key !== 'Meta') selectAll.current = false;
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      props.onSave();
    }
  };

  // A pasted or dropped image (a screenshot) is kept in the note and read for its text, with the
  // upload's rules; pasted text is pasted as usual.
  const paste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(e.clipboardData.files);
    if (!files.length) return;
    e.preventDefault();
    props.onImages(files);
  };
  const dragOver = (e: DragEvent<HTMLTextAreaElement>) => {
    if (e.dataTransfer.types.includes('Files')) e.preventDefault();
  };
  const drop = (e: DragEvent<HTMLTextAreaElement>) => {
    const files = Array.from(e.dataTransfer.files);
    if (!files.length) return;
    e.preventDefault();
    props.onImages(files);
  };

  const rule = alpha(theme.palette.primary.main, 0.14);
  const margin = alpha(theme.palette.error.main, 0.35);
  const canSave = Boolean(text.trim()) && !saving;

  return (
    // On a phone the card lets its Save bar stick to the bottom of the screen (a clipped card
    // would hold it inside), so Save Note stays reachable above the keyboard while typing.
    <Card
      component="section"
      aria-label={t('editor.region')}
      sx={{ overflow: { xs: 'visible', sm: 'hidden' } }}
    >
      <Stack
        direction="row"
        sx={{ px: { xs: 1.5, sm: 2 }, py: 1.25, alignItems: 'center', gap: 1, flexWrap: 'wrap', rowGap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_e, v: 'keyboard' | 'pen' | null) => v && setMode(v)}
          aria-label={t('editor.inputMode')}
        >
          <ToggleButton value="keyboard" aria-label={t('editor.keyboardInput')}>
            <KeyboardOutlinedIcon fontSize="small" sx={{ mr: { lg: 0.75 } }} />
            <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
              {t('editor.keyboard')}
            </Box>
          </ToggleButton>
          <ToggleButton value="pen" aria-label={t('editor.penInput')}>
            <DrawOutlinedIcon fontSize="small" sx={{ mr: { lg: 0.75 } }} />
            <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
              {t('editor.pen')}
            </Box>
          </ToggleButton>
        </ToggleButtonGroup>
        <VoiceInputButton
          hasActiveSession={hasActiveSession}
          language={voiceLanguage}
          onText={props.onAppend}
        />
        <ImageTextButton onFiles={props.onImages} busy={imageBusy} />
        <Box sx={{ flex: 1 }} />
        {sync}
      </Stack>
      <Divider />
      {mode === 'pen' && (
        <>
          <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
            <PenCanvas onConvert={props.onDrawing} onSaveImage={props.onSaveDrawing} busy={imageBusy} />
          </Box>
          <Divider />
        </>
      )}
      <Box
        component="textarea"
        ref={textarea}
        value={text}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={keyDown}
        onPaste={paste}
        onDragOver={dragOver}
        onDrop={drop}
        aria-label={t('editor.notes')}
        placeholder={mode === 'pen' ? t('editor.penPlaceholder') : t('editor.placeholder')}
        spellCheck
        sx={{
          display: 'block',
          width: '100%',
          height: mode === 'pen' ? LINE * 4 + LINE / 2 : { xs: LINE * 9, sm: LINE * 11 },
          minHeight: LINE * 3,
          resize: 'vertical',
          border: 0,
          outline: 0,
          '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${theme.palette.primary.main}` },
          m: 0,
          pt: `${LINE / 2}px`,
          pb: 2,
          pl: { xs: 5, sm: 9 },
          pr: { xs: 2, sm: 3 },
          font: 'inherit',
          fontSize: '1rem',
          lineHeight: `${LINE}px`,
          color: 'text.primary',
          bgcolor: 'background.paper',
          backgroundImage: {
            xs: `${marginLine(margin, 28)}, ${ruledLines(rule)}`,
            sm: `${marginLine(margin, 56)}, ${ruledLines(rule)}`,
          },
          backgroundPosition: `0 0, 0 ${LINE / 2}px`,
          backgroundAttachment: 'local',
          '&::placeholder': { color: 'text.secondary', opacity: 0.8 },
        }}
      />
      <Divider />
      <Stack
        ref={saveBar}
        direction="row"
        sx={{
          px: { xs: 1.5, sm: 2 },
          py: 1.25,
          alignItems: 'center',
          gap: 1.5,
          justifyContent: 'space-between',
          position: { xs: 'sticky', sm: 'static' },
          bottom: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderRadius: { xs: '0 0 inherit inherit', sm: 0 },
        }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ minWidth: 0 }}>
          {t('editor.keptHere')}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {' '}
            {t('editor.keptSynced')}
          </Box>
          .
        </Typography>
        <Tooltip placement="left" title={t('editor.saveTip')}>
          <span>
            <Button
              variant="contained"
              onClick={props.onSave}
              disabled={!canSave}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveOutlinedIcon />}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {saving ? t('editor.saving') : t('editor.save')}
            </Button>
          </span>
        </Tooltip>
      </Stack>
    </Card>
  );
}
