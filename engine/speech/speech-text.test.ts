import { describe, expect, it } from 'vitest';
import { appendRecognised, SPEECH_FIELD_MAX, speechErrorKey } from './speech-text';

describe('appendRecognised', () => {
  it('puts the recognised words after what was typed, one space between', () => {
    expect(appendRecognised('เรียน ผู้อำนวยการ', 'เพื่อโปรดทราบ')).toBe('เรียน ผู้อำนวยการ เพื่อโปรดทราบ');
    expect(appendRecognised('มอบงาน  ', '  ดำเนินการ ')).toBe('มอบงาน ดำเนินการ');
  });

  it('fills an empty field without a leading space', () => {
    expect(appendRecognised('', ' เห็นชอบ ')).toBe('เห็นชอบ');
    expect(appendRecognised('   ', 'เห็นชอบ')).toBe('เห็นชอบ');
  });

  it('leaves the field as it is when nothing was heard', () => {
    expect(appendRecognised('บันทึก', '   ')).toBe('บันทึก');
  });

  it('never goes beyond the field’s limit', () => {
    const full = 'ก'.repeat(SPEECH_FIELD_MAX - 3);
    const merged = appendRecognised(full, 'ทดสอบ');
    expect(merged).toHaveLength(SPEECH_FIELD_MAX);
    expect(merged.endsWith(' ทด')).toBe(true);
    expect(appendRecognised('abc', 'defgh', 6)).toBe('abc de');
  });
});

describe('speechErrorKey', () => {
  it('names the errors the person can act on', () => {
    expect(speechErrorKey('not-allowed')).toBe('speech.errors.notAllowed');
    expect(speechErrorKey('service-not-allowed')).toBe('speech.errors.notAllowed');
    expect(speechErrorKey('no-speech')).toBe('speech.errors.noSpeech');
    expect(speechErrorKey('network')).toBe('speech.errors.network');
  });

  it('has one general message for the rest and none when the person stopped it', () => {
    expect(speechErrorKey('language-not-supported')).toBe('speech.errors.failed');
    expect(speechErrorKey('aborted')).toBeNull();
  });
});
