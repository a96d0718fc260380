// Whether this browser can turn speech into text itself: Daily Work's dictation and the Settings
// page's list of engines both ask.
/** The browser has its own speech recognition (standard or webkit-prefixed). */
export function browserHasSpeechRecognition(): boolean {
  if (typeof window === 'undefined') return false;
  const w = window as unknown as Record<string, unknown>;
  return Boolean(w.SpeechRecognition ?? w.webkitSpeechRecognition);
}
