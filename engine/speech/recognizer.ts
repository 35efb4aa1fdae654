/**
 * A small typed wrapper over the browser's speech recognition (Web Speech API). The window is
 * passed in, never read at import time, so the engine stays free of DOM globals and tests can
 * hand it a fake. One call to `startRecognition` is one listening session in Thai that reports
 * final results only (interim guesses would be appended and then repeated).
 */

export interface RecognitionAlternativeLike {
  transcript: string;
}
export interface RecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternativeLike;
}
export interface RecognitionResultEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResultLike };
}
export interface RecognitionErrorEventLike {
  readonly error: string;
}

/** The part of SpeechRecognition this portal uses. */
export interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: RecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type RecognitionConstructor = new () => RecognitionLike;

/** Where the constructor may live: Chromium and Safari still only have the prefixed name. */
export interface SpeechWindowLike {
  SpeechRecognition?: unknown;
  webkitSpeechRecognition?: unknown;
}

export const SPEECH_LANG = 'th-TH';

/** The browser's recognition class, or null where the browser has none. */
export function findRecognition(win: SpeechWindowLike | undefined | null): RecognitionConstructor | null {
  const found = win?.SpeechRecognition ?? win?.webkitSpeechRecognition;
  return typeof found === 'function' ? (found as RecognitionConstructor) : null;
}

export interface RecognitionHandlers {
  /** A final piece of recognised text. */
  onText: (text: string) => void;
  /** The browser's error code ("not-allowed", "no-speech", "network"...). */
  onError: (code: string) => void;
  /** The session is over (stopped, ended by silence or by an error). */
  onEnd: () => void;
}

export interface RecognitionSession {
  /** Ends listening; what was heard so far is still reported. */
  stop(): void;
  /** Ends listening and drops what was not reported yet (the field went away). */
  abort(): void;
}

export function startRecognition(Recognition: RecognitionConstructor, handlers: RecognitionHandlers): RecognitionSession {
  const recognition = new Recognition();
  recognition.lang = SPEECH_LANG;
  recognition.interimResults = false;
  recognition.continuous = false;
  recognition.maxAlternatives = 1;
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      const text = result?.isFinal ? result[0]?.transcript : undefined;
      if (text) handlers.onText(text);
    }
  };
  recognition.onerror = (event) => handlers.onError(event.error);
  recognition.onend = () => handlers.onEnd();
  recognition.start();
  return {
    stop: () => recognition.stop(),
    abort: () => recognition.abort(),
  };
}
