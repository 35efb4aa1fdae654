import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import th from './locales/th.json';
import { catalogueText, interpolate, placeholdersOf, thaiText } from './catalogue-text';

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === 'object' && v !== null ? leaves(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );
}

/** i18next as createI18n configures it for the client (no escaping), over one catalogue. */
function clientT(lang: 'th' | 'en', tree: object) {
  const instance = createInstance();
  void instance.init({ lng: lang, resources: { [lang]: { translation: tree } }, initAsync: false, interpolation: { escapeValue: false }, returnNull: false });
  return instance.t.bind(instance) as (key: string, params?: Record<string, unknown>) => string;
}

describe('catalogueText', () => {
  it('reads a dotted key, null where the catalogue has none', () => {
    expect(catalogueText('th', 'documents.errors.reasonRequired')).toBe('กรุณาระบุเหตุผลการส่งคืน');
    expect(catalogueText('en', 'documents.errors.reasonRequired')).toBe(en.documents.errors.reasonRequired);
    expect(catalogueText('th', 'documents.errors')).toBeNull();
    expect(catalogueText('th', 'documents.errors.nothing')).toBeNull();
    expect(thaiText('documents.errors.nothing')).toBe('documents.errors.nothing');
  });

  it('fills placeholders once, leaving one without a value as written', () => {
    expect(interpolate('{{field}}ไม่ถูกต้อง', { field: 'อีเมล' })).toBe('อีเมลไม่ถูกต้อง');
    expect(interpolate('a {{ x }} b {{y}}', { x: '{{y}}' })).toBe('a {{y}} b {{y}}');
    expect(interpolate('{{n}} MB', { n: 20 })).toBe('20 MB');
    expect(placeholdersOf('ยกเลิก: {{reason}} {{ at }}')).toEqual(['reason', 'at']);
  });

  for (const [lang, tree] of [
    ['th', th],
    ['en', en],
  ] as const) {
    it(`fills every ${lang} text with parameters as the client's i18next does`, () => {
      const t = clientT(lang, tree);
      const withParams = leaves(tree).filter(([, text]) => placeholdersOf(text).length > 0);
      expect(withParams.length).toBeGreaterThan(20);
      for (const [key, text] of withParams) {
        const params = Object.fromEntries(placeholdersOf(text).map((name, i) => [name, i % 2 ? i * 7 : `ค่า<${name}>$&`]));
        expect(catalogueText(lang, key, params), key).toBe(t(key, params));
        // One value missing: both leave its placeholder.
        const [first, ...rest] = placeholdersOf(text);
        const partial = Object.fromEntries(rest.filter((name) => name !== first).map((name) => [name, 'x']));
        expect(catalogueText(lang, key, partial), `${key} without ${first}`).toBe(t(key, partial));
      }
    });
  }
});
