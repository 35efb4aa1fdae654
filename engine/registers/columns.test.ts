/**
 * The register column registry: the regulation's form first and in its order, every column's
 * label in every engine language, and the settings pages of register books offering exactly
 * these keys (their JSON cannot import the list).
 */
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json' with { type: 'json' };
import th from '../i18n/locales/th.json' with { type: 'json' };
import manageColumns from '../settings/pages/manage-columns.json' with { type: 'json' };
import registrationDisplay from '../settings/pages/registration-display.json' with { type: 'json' };
import { REGISTER_COLUMN_KEYS, REGULATION_REGISTER_COLUMNS, registerColumnLabelKey } from './columns';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('register columns', () => {
  it("puts the regulation's register form first, in its order", () => {
    expect(REGULATION_REGISTER_COLUMNS).toEqual(['number', 'doc_no', 'doc_date', 'from', 'to', 'subject', 'disposal', 'remark']);
    expect(REGISTER_COLUMN_KEYS.slice(0, REGULATION_REGISTER_COLUMNS.length)).toEqual(REGULATION_REGISTER_COLUMNS);
  });

  it('labels every column in every engine language, and in the settings options', () => {
    for (const [language, tree] of Object.entries({ th, en }))
      for (const key of REGISTER_COLUMN_KEYS) {
        for (const register of ['receive', 'send'] as const)
          expect(typeof lookup(tree, registerColumnLabelKey(key, register)), `${language} ${key} ${register}`).toBe('string');
        expect(typeof lookup(tree, `settings.options.column_key.${key}`), `${language} option ${key}`).toBe('string');
      }
  });

  it('is what the settings pages of register books offer', () => {
    expect(manageColumns.record.schema.properties.column_key.enum).toEqual(REGISTER_COLUMN_KEYS);
    expect(registrationDisplay.record.schema.properties.column_key.enum).toEqual(REGISTER_COLUMN_KEYS);
  });
});
