/**
 * What dictation does to a text field, apart from the browser: recognised words are added after
 * what the person already typed (never replacing it) and cut at the field's limit, because a
 * long dictation must not push the form past what the server accepts.
 */

/** The action form's text fields accept at most this many characters (ActionPanel's maxLength). */
export const SPEECH_FIELD_MAX = 5000;

/** The field's value with the recognised text after it, one space between, never beyond `max`. */
export function appendRecognised(current: string, recognised: string, max: number = SPEECH_FIELD_MAX): string {
  const heard = recognised.trim();
  if (!heard) return current.slice(0, max);
  const before = current.trimEnd();
  const joined = before ? `${before} ${heard}` : heard;
  return joined.slice(0, max);
}

/** The keys under `speech.errors` the field can show. */
export type SpeechErrorKey = 'notAllowed' | 'noSpeech' | 'network' | 'failed';

// The browser's error codes (Web Speech API) the person can do something about get their own
// words; anything else is one general message.
const ERROR_KEYS: Record<string, SpeechErrorKey> = {
  'not-allowed': 'notAllowed',
  'service-not-allowed': 'notAllowed',
  'audio-capture': 'notAllowed',
  'no-speech': 'noSpeech',
  network: 'network',
};

/**
 * The i18n key of a recognition error, or null when there is nothing to tell: "aborted" is what
 * the browser reports when the person stopped listening themselves.
 */
export function speechErrorKey(code: string): `speech.errors.${SpeechErrorKey}` | null {
  if (code === 'aborted') return null;
  return `speech.errors.${ERROR_KEYS[code] ?? 'failed'}`;
}
