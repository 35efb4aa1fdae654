import { describe, expect, it, vi } from 'vitest';
import { findRecognition, startRecognition, type RecognitionLike, type RecognitionResultEventLike } from './recognizer';

class FakeRecognition implements RecognitionLike {
  static last: FakeRecognition | null = null;
  lang = '';
  interimResults = true;
  continuous = true;
  maxAlternatives = 5;
  onresult: RecognitionLike['onresult'] = null;
  onerror: RecognitionLike['onerror'] = null;
  onend: RecognitionLike['onend'] = null;
  started = false;
  start = vi.fn(() => {
    this.started = true;
  });
  stop = vi.fn(() => this.onend?.());
  abort = vi.fn(() => this.onend?.());
  constructor() {
    FakeRecognition.last = this;
  }
}

const resultEvent = (pieces: [string, boolean][], resultIndex = 0): RecognitionResultEventLike => ({
  resultIndex,
  results: pieces.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal })),
});

describe('findRecognition', () => {
  it('prefers the standard name and falls back to the prefixed one', () => {
    const Other = class {};
    expect(findRecognition({ SpeechRecognition: FakeRecognition, webkitSpeechRecognition: Other })).toBe(FakeRecognition);
    expect(findRecognition({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
  });

  it('is null where the browser has none', () => {
    expect(findRecognition({})).toBeNull();
    expect(findRecognition(undefined)).toBeNull();
    expect(findRecognition({ SpeechRecognition: 'not a class' })).toBeNull();
  });
});

describe('startRecognition', () => {
  it('listens in Thai for final results only', () => {
    startRecognition(FakeRecognition, { onText: () => {}, onError: () => {}, onEnd: () => {} });
    const r = FakeRecognition.last!;
    expect([r.lang, r.interimResults, r.continuous, r.started]).toEqual(['th-TH', false, false, true]);
  });

  it('reports final text, errors and the end, and stops on request', () => {
    const heard: string[] = [];
    const errors: string[] = [];
    const onEnd = vi.fn();
    const session = startRecognition(FakeRecognition, { onText: (t) => heard.push(t), onError: (e) => errors.push(e), onEnd });
    const r = FakeRecognition.last!;
    r.onresult?.(
      resultEvent(
        [
          ['เดิม', true],
          ['เพื่อโปรดทราบ', true],
          ['ยังไม่จบ', false],
        ],
        1,
      ),
    );
    r.onerror?.({ error: 'no-speech' });
    session.stop();
    expect(heard).toEqual(['เพื่อโปรดทราบ']);
    expect(errors).toEqual(['no-speech']);
    expect(r.stop).toHaveBeenCalledOnce();
    expect(onEnd).toHaveBeenCalledOnce();
  });
});
