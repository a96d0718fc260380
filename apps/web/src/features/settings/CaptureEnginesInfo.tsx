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

export function voiceEngineText(engines: CaptureEngines, browserRecognition: boolean): string {
  if (engines.transcription.engine === 'endpoint')
    return `Transcription service on the server (model ${engines.transcription.model})`;
  return browserRecognition
    ? "Your browser's speech recognition (the server has no transcription service)"
    : 'Demo sentence (no transcription service on the server, no speech recognition in this browser)';
}

export function ocrEngineText(engines: CaptureEngines): string {
  return engines.ocr.engine === 'google-vision' ? 'Google Cloud Vision' : 'Tesseract, offline on the server';
}

const SUMMARY_ENGINES: Record<string, string> = {
  offline: 'Offline writer on the server',
  openai: 'OpenAI-compatible endpoint',
  'local-model': 'Model of its own, run on the server',
  ollama: 'Ollama server',
};

/** "Model of its own, run on the server (qwen2.5-1.5b.gguf); follows your summary language and custom instructions". */
export function summaryEngineText(engines: CaptureEngines): string {
  const engine = engines.summaryEngine;
  if (!engine) return 'Unknown';
  const name = SUMMARY_ENGINES[engine.engine] ?? engine.engine;
  const model = engine.engine === 'offline' ? '' : ` (${engine.model})`;
  const caps = engines.summaries;
  const honours =
    caps?.followsLanguage && caps.followsInstructions
      ? 'follows your summary language and custom instructions'
      : caps?.followsLanguage
        ? 'follows your summary language, not custom instructions'
        : "keeps your notes' own words: no other language, no custom instructions";
  return `${name}${model}; ${honours}`;
}

function Line({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
      <Box sx={{ alignSelf: 'center', display: 'flex' }}>{icon}</Box>
      <Typography sx={{ fontWeight: 600, minWidth: 120 }}>{label}</Typography>
      <Typography variant="body2" color="text.secondary" data-testid={`engine-${label}`}>
        {value}
      </Typography>
    </Box>
  );
}

export function CaptureEnginesInfo() {
  const { data, isError } = useGetCaptureEnginesQuery();
  const unknown = isError ? 'Unknown (the AI service did not answer)' : 'Checking...';
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-label="Capture engines" role="group">
      <Line
        icon={<NotesOutlinedIcon color="action" />}
        label="Summaries"
        value={data ? summaryEngineText(data) : unknown}
      />
      <Line
        icon={<MicNoneOutlinedIcon color="action" />}
        label="Voice input"
        value={data ? voiceEngineText(data, browserHasSpeechRecognition()) : unknown}
      />
      <Line
        icon={<ImageSearchOutlinedIcon color="action" />}
        label="Image text"
        value={data ? ocrEngineText(data) : unknown}
      />
    </Box>
  );
}
