import { describe, expect, it } from 'vitest';
import { languageLabelParts } from './language-options';

describe('language choices', () => {
  it('names a language by its base', () => {
    expect(languageLabelParts('en', ['th', 'en'])).toEqual({ base: 'en', variant: null });
    expect(languageLabelParts('th', ['th', 'en'])).toEqual({ base: 'th', variant: null });
  });

  it('a variant alone is just its base language', () => {
    expect(languageLabelParts('thXyz', ['thXyz', 'en'])).toEqual({ base: 'th', variant: null });
  });

  it('a variant offered beside its base keeps its variant part', () => {
    expect(languageLabelParts('thXyz', ['th', 'thXyz', 'en'])).toEqual({ base: 'th', variant: 'Xyz' });
    expect(languageLabelParts('th', ['th', 'thXyz', 'en'])).toEqual({ base: 'th', variant: null });
  });
});
