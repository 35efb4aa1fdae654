import { describe, expect, it } from 'vitest';
import { localeKeys } from '../tenant/cross-check';
import { QUEUE_CODES, QUEUE_REGISTRY } from './registry';

// Every engine locale file, by path (Vite reads them at build time: no disk access in the test).
const LOCALES = import.meta.glob<unknown>('../i18n/locales/*.json', { eager: true, import: 'default' });

describe('queue registry', () => {
  it('has a standard title in every engine locale for every queue', () => {
    expect(Object.keys(LOCALES).length).toBeGreaterThan(1);
    for (const [file, locale] of Object.entries(LOCALES)) {
      const keys = new Set(localeKeys(locale));
      const missing = QUEUE_CODES.map((code) => QUEUE_REGISTRY[code].titleKey).filter((key) => !keys.has(key));
      expect(missing, `missing in ${file}`).toEqual([]);
    }
  });

  it('lists at least one state per queue, and colours as #rrggbb', () => {
    for (const code of QUEUE_CODES) {
      expect(QUEUE_REGISTRY[code].states.length, code).toBeGreaterThan(0);
      expect(QUEUE_REGISTRY[code].color, code).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});
