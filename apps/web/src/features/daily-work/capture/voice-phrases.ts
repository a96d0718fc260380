// The words around dictation: the voice input language a dictation follows ('Auto' follows the
// browser), the demo's sentence in that language (the fallback when neither the server's
// transcription nor the browser's speech recognition is there; dictation-engine.ts picks), and
// how dictated or image text joins the note.
import { VOICE_INPUT_LANGUAGES } from '@diary/contracts';

export type VoiceLanguage = (typeof VOICE_INPUT_LANGUAGES)[number];
type SpokenLanguage = Exclude<VoiceLanguage, 'Auto'>;

export const VOICE_RECORDING_MS = 3000;
/** Put before the demo's sentence, used when neither the browser nor a transcription endpoint can take dictation. */
export const VOICE_DEMO_LABEL = '[Voice demo]';
export const VOICE_TRANSCRIPTION_MS = 1000;

export const VOICE_PHRASES: Record<SpokenLanguage, string> = {
  English: 'Reviewed the project plan and agreed on the next steps with the team.',
  German: 'Ich habe den Projektplan überprüft und die nächsten Schritte mit dem Team abgestimmt.',
  Spanish: 'Revisé el plan del proyecto y acordé los próximos pasos con el equipo.',
  French: "J'ai revu le plan du projet et convenu des prochaines étapes avec l'équipe.",
  Chinese: '我审查了项目计划，并与团队商定了下一步工作。',
  Japanese: 'プロジェクト計画を見直し、チームと次のステップについて合意しました。',
  Korean: '프로젝트 계획을 검토하고 팀과 다음 단계에 합의했습니다.',
  Portuguese: 'Revisei o plano do projeto e combinei os próximos passos com a equipe.',
  Russian: 'Я просмотрел план проекта и согласовал с командой следующие шаги.',
  Italian: 'Ho rivisto il piano del progetto e concordato i prossimi passi con il team.',
  Dutch: 'Ik heb het projectplan doorgenomen en de volgende stappen met het team afgesproken.',
  Hindi: 'मैंने परियोजना योजना की समीक्षा की और टीम के साथ अगले कदमों पर सहमति बनाई।',
  Arabic: 'راجعت خطة المشروع واتفقت مع الفريق على الخطوات التالية.',
  Vietnamese: 'Tôi đã xem lại kế hoạch dự án và thống nhất các bước tiếp theo với nhóm.',
};

const BY_BROWSER_CODE: Record<string, SpokenLanguage> = {
  en: 'English',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  pt: 'Portuguese',
  ru: 'Russian',
  it: 'Italian',
  nl: 'Dutch',
  hi: 'Hindi',
  ar: 'Arabic',
  vi: 'Vietnamese',
};

/** 'Auto' (or an unknown name) follows the browser's language, falling back to English. */
export function resolveVoiceLanguage(setting: string | undefined, browserLanguage = 'en'): SpokenLanguage {
  if (setting && setting in VOICE_PHRASES) return setting as SpokenLanguage;
  return BY_BROWSER_CODE[browserLanguage.slice(0, 2).toLowerCase()] ?? 'English';
}

export const voicePhrase = (setting: string | undefined, browserLanguage?: string) =>
  VOICE_PHRASES[resolveVoiceLanguage(setting, browserLanguage)];

/** Appends dictated or extracted text on a new line after what is already written. */
export function appendText(current: string, addition: string): string {
  const add = addition.trim();
  if (!add) return current;
  if (!current.trim()) return add;
  return `${current.replace(/\s+$/, '')}\n${add}`;
}
