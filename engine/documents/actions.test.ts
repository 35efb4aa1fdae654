import { describe, expect, it } from 'vitest';
import { localeKeys } from '../tenant/cross-check';
import { DOCUMENT_ACTIONS, isDocumentAction, PRESENT_PURPOSES } from './actions';

// Every engine locale file, by path (Vite reads them at build time: no disk access in the test).
const LOCALES = import.meta.glob<unknown>('../i18n/locales/*.json', { eager: true, import: 'default' });

describe('document actions', () => {
  it('have a button label and each purpose a name in every engine locale', () => {
    // The modal builds these keys from the names (documents.action.<action>), so no key scan sees them.
    const wanted = [...DOCUMENT_ACTIONS.map((a) => `documents.action.${a}`), ...PRESENT_PURPOSES.map((p) => `documents.purpose.${p}`)];
    expect(Object.keys(LOCALES).length).toBeGreaterThan(1);
    for (const [file, locale] of Object.entries(LOCALES)) {
      const keys = new Set(localeKeys(locale));
      expect(
        wanted.filter((key) => !keys.has(key)),
        `missing in ${file}`,
      ).toEqual([]);
    }
  });

  it('tell an action name from any other text (a stored action is shown by its label)', () => {
    expect(DOCUMENT_ACTIONS.every(isDocumentAction)).toBe(true);
    expect(isDocumentAction('delete')).toBe(false);
    expect(isDocumentAction('')).toBe(false);
  });
});
