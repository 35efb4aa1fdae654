/**
 * Dictation for one text field: whether the browser can do it, whether it is listening, the
 * i18n key of the last error, and a toggle. Recognised text goes to `onText` as it arrives; the
 * caller decides how it joins the field (engine/speech/speech-text.ts). The window is a
 * parameter so a test can give a stand-in.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { findRecognition, startRecognition, type RecognitionSession, type SpeechWindowLike } from '../../engine/speech/recognizer';
import { speechErrorKey } from '../../engine/speech/speech-text';

export interface SpeechInput {
  supported: boolean;
  listening: boolean;
  /** The message to show under the field, as an i18n key; null when there is none. */
  errorKey: string | null;
  toggle: () => void;
  stop: () => void;
}

const browserWindow = (): SpeechWindowLike | undefined => (typeof window === 'undefined' ? undefined : (window as SpeechWindowLike));

export function useSpeechInput(onText: (text: string) => void, win: SpeechWindowLike | undefined = browserWindow()): SpeechInput {
  const Recognition = useMemo(() => findRecognition(win), [win]);
  const [listening, setListening] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const session = useRef<RecognitionSession | null>(null);
  // The latest callback, so a session started earlier appends to the field's current value.
  const textRef = useRef(onText);
  useEffect(() => {
    textRef.current = onText;
  });
  // A field that goes away must not keep the microphone open.
  useEffect(() => () => session.current?.abort(), []);

  const stop = useCallback(() => session.current?.stop(), []);

  const toggle = useCallback(() => {
    if (session.current) {
      session.current.stop();
      return;
    }
    if (!Recognition) return;
    setErrorKey(null);
    let mine: RecognitionSession | null = null;
    // A late "end" of an earlier session must not end the one started after it.
    const end = () => {
      if (session.current === mine) session.current = null;
      setListening(false);
    };
    try {
      mine = startRecognition(Recognition, {
        onText: (text) => textRef.current(text),
        onError: (code) => {
          setErrorKey(speechErrorKey(code));
          if (session.current === mine) mine?.abort();
          end();
        },
        onEnd: end,
      });
      session.current = mine;
      setListening(true);
    } catch {
      // start() throws where the page may not use the microphone at all.
      session.current = null;
      setErrorKey('speech.errors.failed');
    }
  }, [Recognition]);

  return { supported: Recognition !== null, listening, errorKey, toggle, stop };
}
