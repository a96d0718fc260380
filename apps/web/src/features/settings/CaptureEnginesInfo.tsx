// The System Connections lines that name the engines turning voice and images into text: the
// server's transcription endpoint, else the browser's speech recognition, else the demo; and
// tesseract (offline) or Google Cloud Vision for image text.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import ImageSearchOutlinedIcon from '@mui/icons-material/ImageSearchOutlined';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import type { CaptureEngines } from '@diary/contracts';
import { browserHasSpeechRecognition } from '../../lib/speech-recognition';
import { useGetCaptureEnginesQuery } from '../../api/ai.api';
import { i18n } from '../../lib/i18n/i18n';
import { tKey } from '../../lib/i18n/t-key';
import { useTranslation } from 'react-i18next';

export function voiceEngineText(engines: CaptureEngines, browserRecognition: boolean): string {
  if (engines.transcription.engine === 'endpoint')
    return i18n.t('settings:engines.transcriptionService', { model: engines.transcription.model });
  return browserRecognition ? i18n.t('settings:engines.browserSpeech') : i18n.t('settings:engines.demo');
}

export function ocrEngineText(engines: CaptureEngines): string {
  return engines.ocr.engine === 'google-vision'
    ? 'Google Cloud Vision'
    : i18n.t('settings:engines.tesseract');
}

const SUMMARY_ENGINES: Record<string, string> = {
  offline: tKey('settings:engines.offline'),
  openai: tKey('settings:engines.openai'),
  'local-model': tKey('settings:engines.localModel'),
  ollama: tKey('settings:engines.ollama'),
};

/** "Model of its own, run on the server (qwen2.5-1.5b.gguf); follows your summary language and custom instructions". */
export function summaryEngineText(engines: CaptureEngines): string {
  const engine = engines.summaryEngine;
  if (!engine) return i18n.t('settings:engines.unknown');
  const key = SUMMARY_ENGINES[engine.engine];
  const name = key ? i18n.t(key) : engine.engine;
  const caps = engines.summaries;
  const honours =
    caps?.followsLanguage && caps.followsInstructions
      ? i18n.t('settings:engines.followsBoth')
      : caps?.followsLanguage
        ? i18n.t('settings:engines.followsLanguage')
        : i18n.t('settings:engines.followsNone');
  return engine.engine === 'offline'
    ? i18n.t('settings:engines.line', { engine: name, honours })
    : i18n.t('settings:engines.lineWithModel', { engine: name, model: engine.model, honours });
}

/** `id` names the line for tests in every language ('Summaries'); `label` is what the reader sees. */
function Line({ id, icon, label, value }: { id: string; icon: ReactNode; label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
      <Box sx={{ alignSelf: 'center', display: 'flex' }}>{icon}</Box>
      <Typography sx={{ fontWeight: 600, minWidth: 120 }}>{label}</Typography>
      <Typography variant="body2" color="text.secondary" data-testid={`engine-${id}`}>
        {value}
      </Typography>
    </Box>
  );
}

export function CaptureEnginesInfo() {
  const { t } = useTranslation('settings');
  const { data, isError } = useGetCaptureEnginesQuery();
  const unknown = isError ? t('engines.unknownNoAnswer') : t('engines.checking');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-label={t('engines.group')} role="group">
      <Line
        id="Summaries"
        icon={<NotesOutlinedIcon color="action" />}
        label={t('engines.summaries')}
        value={data ? summaryEngineText(data) : unknown}
      />
      <Line
        id="Voice input"
        icon={<MicNoneOutlinedIcon color="action" />}
        label={t('engines.voice')}
        value={data ? voiceEngineText(data, browserHasSpeechRecognition()) : unknown}
      />
      <Line
        id="Image text"
        icon={<ImageSearchOutlinedIcon color="action" />}
        label={t('engines.image')}
        value={data ? ocrEngineText(data) : unknown}
      />
    </Box>
  );
}
