import { describe, expect, it } from 'vitest';
import { auditActionLabel } from '../settings/audit-actions';
import { localeKeys } from '../tenant/cross-check';
import { ACTION_REGISTRY, DOCUMENT_ACTIONS, actionFields, actionOfAudit, isDocumentAction, PRESENT_PURPOSES, requiredTextOf, requiresInput } from './actions';

// Every engine locale file, by path (Vite reads them at build time: no disk access in the test).
const LOCALES = import.meta.glob<unknown>('../i18n/locales/*.json', { eager: true, import: 'default' });

describe('document actions', () => {
  it('have a button label and a name, and each purpose a name, in every engine locale', () => {
    // The modal builds the purpose keys from the names (documents.purpose.<purpose>), so no key scan sees them.
    const wanted = [
      ...DOCUMENT_ACTIONS.flatMap((a) => [ACTION_REGISTRY[a].labelKey, ACTION_REGISTRY[a].nameKey]),
      ...PRESENT_PURPOSES.map((p) => `documents.purpose.${p}`),
    ];
    expect(Object.keys(LOCALES).length).toBeGreaterThan(1);
    for (const [file, locale] of Object.entries(LOCALES)) {
      const keys = new Set(localeKeys(locale));
      expect(
        wanted.filter((key) => !keys.has(key)),
        `missing in ${file}`,
      ).toEqual([]);
    }
  });

  it('name each action by the label the audit pages give its audit row, and write audit rows no other action writes', () => {
    for (const action of DOCUMENT_ACTIONS) {
      const entry = ACTION_REGISTRY[action];
      expect(auditActionLabel(entry.audit).key, action).toBe(entry.nameKey);
      expect(actionOfAudit(entry.audit)).toBe(action);
    }
    expect(actionOfAudit('sarabun.create')).toBeNull();
  });

  it('tell an action name from any other text (a stored action is shown by its label)', () => {
    expect(DOCUMENT_ACTIONS.every(isDocumentAction)).toBe(true);
    expect(isDocumentAction('delete')).toBe(false);
    expect(isDocumentAction('')).toBe(false);
    expect(isDocumentAction('toString')).toBe(false);
  });

  it('require at most one text, and only texts the server checks', () => {
    expect(DOCUMENT_ACTIONS.filter((a) => requiredTextOf(a) !== null).map((a) => [a, requiredTextOf(a)])).toEqual([
      ['consider', 'result'],
      ['command', 'command'],
      ['sendBack', 'reason'],
      ['cancelNumber', 'reason'],
    ]);
    for (const action of DOCUMENT_ACTIONS) {
      const texts = actionFields(action).filter((f) => (f === 'reason' || f === 'result' || f === 'command') && requiresInput(action, f));
      expect(texts.length, action).toBeLessThanOrEqual(1);
    }
  });
});
