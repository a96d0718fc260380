// Dictation: records with MediaRecorder (a live level from a Web Audio AnalyserNode, and the
// elapsed time) and sends the recording to the server's transcription; after a 501 it uses the
// browser's SpeechRecognition where there is one, else the demo sentence, and says which.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../lib/api';
import { i18n } from '../../../lib/i18n/i18n';
import { tKey } from '../../../lib/i18n/t-key';
import { serverMessageOf } from '../../../lib/server-message';
import { useAppDispatch } from '../../../lib/store';
import { showToast } from '../../../lib/toast/toast.slice';
import { useGetCaptureEnginesQuery } from '../../../api/ai.api';
import { useTranscribeAudioMutation } from './dictation.api';
import {
  chooseEngine,
  DictationEngine,
  levelOf,
  MAX_RECORDING_MS,
  microphoneProblem,
  Problem,
  recognitionLanguage,
} from './dictation-engine';
import { VOICE_DEMO_LABEL, VOICE_RECORDING_MS, VOICE_TRANSCRIPTION_MS, voicePhrase } from './voice-phrases';

const NOTHING_HEARD = {
  endpoint: tKey('dailyWork:voice.nothingHeard.endpoint'),
  browser: tKey('dailyWork:voice.nothingHeard.browser'),
};
const SWITCHED_TO = {
  browser: tKey('dailyWork:voice.switchedTo.browser'),
  demo: tKey('dailyWork:voice.switchedTo.demo'),
};

export type DictationState = 'idle' | 'starting' | 'recording' | 'transcribing';

/** The browser's speech recognition, as much of it as is used here (not in TypeScript's DOM types). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult:
    | ((e: {
        resultIndex: number;
        results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
      }) => void)
    | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionClass = new () => Recognition;

function recognitionClass(): RecognitionClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionClass;
    webkitSpeechRecognition?: RecognitionClass;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** A recording type the browser can make that the server accepts (Safari records MP4). */
function recordingType(): string | undefined {
  const types = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
  return types.find((t) => MediaRecorder.isTypeSupported?.(t));
}

export function useDictation({
  hasActiveSession,
  language,
  onText,
}: {
  hasActiveSession: boolean;
  language: string | undefined;
  onText: (text: string) => void;
}) {
  const dispatch = useAppDispatch();
  const engines = useGetCaptureEnginesQuery();
  const [transcribe] = useTranscribeAudioMutation();
  const [state, setState] = useState<DictationState>('idle');
  const [level, setLevel] = useState(0);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [serverRefused, setServerRefused] = useState(false);
  const [browserFailed, setBrowserFailed] = useState(false);

  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const audio = useRef<AudioContext | null>(null);
  const frame = useRef<number>(0);
  const ticker = useRef<ReturnType<typeof setInterval>>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const recognition = useRef<Recognition | null>(null);

  const engine: DictationEngine = chooseEngine({
    serverConfigured: engines.data
      ? engines.data.transcription.engine === 'endpoint'
      : engines.isError
        ? false
        : undefined,
    serverRefused,
    hasMediaRecorder: typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia),
    hasSpeechRecognition: Boolean(recognitionClass()),
    browserFailed,
  });

  const warn = useCallback((p: Problem) => dispatch(showToast({ ...p, variant: 'destructive' })), [dispatch]);

  /** Stops the microphone, the meter and the clocks. */
  const release = useCallback(() => {
    cancelAnimationFrame(frame.current);
    clearInterval(ticker.current);
    clearTimeout(timer.current);
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    void audio.current?.close().catch(() => undefined);
    audio.current = null;
    setLevel(0);
  }, []);

  useEffect(
    () => () => {
      // Leaving the page stops the recording without sending it.
      const rec = recorder.current;
      recorder.current = null;
      if (rec?.state === 'recording') rec.stop();
      recognition.current?.stop();
      release();
    },
    [release],
  );

  const startClock = () => {
    const started = Date.now();
    setElapsedMs(0);
    ticker.current = setInterval(() => setElapsedMs(Date.now() - started), 250);
  };

  const add = (text: string, source: 'endpoint' | 'browser') => {
    if (!text.trim()) {
      warn({
        title: i18n.t('dailyWork:voice.nothingHeard.title'),
        description: i18n.t(NOTHING_HEARD[source]),
      });
      return;
    }
    onTextRef.current(text.trim());
  };

  const send = async (blob: Blob) => {
    setState('transcribing');
    try {
      const { text } = await transcribe({ audio: blob, language }).unwrap();
      add(text, 'endpoint');
    } catch (err) {
      const e = err as Partial<ApiError>;
      if (e.status === 501) {
        setServerRefused(true);
        const next = recognitionClass() && !browserFailed ? 'browser' : 'demo';
        warn({
          title: i18n.t('dailyWork:voice.notConfigured'),
          description: i18n.t(SWITCHED_TO[next]),
        });
      } else {
        warn({
          title: i18n.t('dailyWork:voice.failed'),
          description: serverMessageOf(e) ?? i18n.t('dailyWork:voice.failedText'),
        });
      }
    } finally {
      setState('idle');
    }
  };

  const startRecording = async () => {
    setState('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      setState('idle');
      warn(microphoneProblem(err));
      return;
    }
    stream.current = media;
    const type = recordingType();
    const rec = new MediaRecorder(media, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    rec.onstop = () => {
      release();
      if (recorder.current !== rec) return; // unmounted: nothing to send
      recorder.current = null;
      void send(new Blob(chunks, { type: rec.mimeType || type || 'audio/webm' }));
    };
    recorder.current = rec;
    try {
      const ctx = new AudioContext();
      const analyser = ctx.createAnalyser();
      analyser.fftSize = 512;
      ctx.createMediaStreamSource(media).connect(analyser);
      audio.current = ctx;
      const samples = new Uint8Array(analyser.fftSize);
      const measure = () => {
        analyser.getByteTimeDomainData(samples);
        setLevel(levelOf(samples));
        frame.current = requestAnimationFrame(measure);
      };
      measure();
    } catch {
      // No meter where Web Audio is missing; the recording goes on.
    }
    rec.start(1000);
    startClock();
    timer.current = setTimeout(() => rec.state === 'recording' && rec.stop(), MAX_RECORDING_MS);
    setState('recording');
  };

  const startRecognition = () => {
    const Cls = recognitionClass()!;
    const rec = new Cls();
    rec.lang = recognitionLanguage(language, navigator.language);
    rec.continuous = true;
    rec.interimResults = false;
    const heard: string[] = [];
    let failed = false;
    rec.onresult = (e) => {
      for (let i = e.resultIndex; i < e.results.length; i++)
        if (e.results[i]!.isFinal) heard.push(e.results[i]![0].transcript.trim());
    };
    rec.onerror = (e) => {
      if (e.error === 'no-speech' || e.error === 'aborted') return;
      failed = true;
      if (e.error === 'not-allowed' || e.error === 'audio-capture')
        return warn(microphoneProblem({ name: e.error }));
      setBrowserFailed(true);
      warn({
        title: i18n.t('dailyWork:voice.browserMissing'),
        description: i18n.t('dailyWork:voice.browserMissingText'),
      });
    };
    rec.onend = () => {
      recognition.current = null;
      release();
      setState('idle');
      if (!failed) add(heard.join(' '), 'browser');
    };
    recognition.current = rec;
    try {
      rec.start();
    } catch (err) {
      recognition.current = null;
      warn(microphoneProblem(err));
      return;
    }
    startClock();
    timer.current = setTimeout(() => rec.stop(), MAX_RECORDING_MS);
    setState('recording');
  };

  const finishDemo = () => {
    clearTimeout(timer.current);
    clearInterval(ticker.current);
    setState('transcribing');
    timer.current = setTimeout(() => {
      onTextRef.current(`${VOICE_DEMO_LABEL} ${voicePhrase(language, navigator.language)}`);
      setState('idle');
    }, VOICE_TRANSCRIPTION_MS);
  };

  const startDemo = () => {
    startClock();
    setState('recording');
    timer.current = setTimeout(finishDemo, VOICE_RECORDING_MS);
  };

  /** The button: start with the engine in use, or stop and transcribe. */
  const toggle = () => {
    if (state === 'recording') {
      if (recorder.current) recorder.current.stop();
      else if (recognition.current) recognition.current.stop();
      else finishDemo();
      return;
    }
    if (state !== 'idle') return;
    if (!hasActiveSession) {
      warn({
        title: i18n.t('dailyWork:voice.noSession'),
        description: i18n.t('dailyWork:voice.noSessionText'),
      });
      return;
    }
    if (engine === 'endpoint') void startRecording();
    else if (engine === 'browser') startRecognition();
    else startDemo();
  };

  return { engine, state, level, elapsedMs, toggle };
}
