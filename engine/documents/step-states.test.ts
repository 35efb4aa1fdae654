import { describe, expect, it } from 'vitest';
import { localeKeys } from '../tenant/cross-check';
import { isStepState, OPEN_STEP_STATES, STEP_STATE_REGISTRY, STEP_STATES } from './step-states';

// Every engine locale file, by path (Vite reads them at build time: no disk access in the test).
const LOCALES = import.meta.glob<unknown>('../i18n/locales/*.json', { eager: true, import: 'default' });

describe('step states', () => {
  it('have a name in every engine locale', () => {
    expect(Object.keys(LOCALES).length).toBeGreaterThan(1);
    for (const [file, locale] of Object.entries(LOCALES)) {
      const keys = new Set(localeKeys(locale));
      expect(
        STEP_STATES.map((state) => STEP_STATE_REGISTRY[state].labelKey).filter((key) => !keys.has(key)),
        `missing in ${file}`,
      ).toEqual([]);
    }
  });

  it('are open while the holder still owes work: until passed on, considered, sent back or closed; never a follow marker', () => {
    expect(OPEN_STEP_STATES).toEqual(['draft', 'unreceived', 'in_hand', 'presented', 'assigned', 'commanded', 'in_review', 'to_sign', 'to_number']);
  });

  it('tell a state from any other text', () => {
    expect(STEP_STATES.every(isStepState)).toBe(true);
    expect(isStepState('deleted')).toBe(false);
    expect(isStepState('constructor')).toBe(false);
  });
});
