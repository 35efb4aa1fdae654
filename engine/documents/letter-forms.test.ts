import { describe, expect, it } from 'vitest';
import type { LetterContent } from '../../schemas/generated/api/letter-content';
import { localeKeys } from '../tenant/cross-check';
import {
  LETTER_FIELD_KINDS,
  LETTER_FORMS,
  LETTER_FORM_NAMES,
  defaultLetterForm,
  letterFieldLabelKeys,
  letterFormNameKey,
  letterProblemText,
  letterProblems,
  type Translate,
} from './letter-forms';

const LOCALES = import.meta.glob<unknown>('../i18n/locales/*.json', { eager: true, import: 'default' });

const MEMO: LetterContent = {
  FORM: 'memo',
  OFFICE: 'กองนโยบายและแผน โทร. 0 2123 4567',
  SALUTATION: 'ผู้อำนวยการ',
  SIGNER_NAME: 'นางสาวสมศรี ใจดี',
  SIGNER_POSITION: 'นักวิเคราะห์นโยบายและแผนชำนาญการ',
  BODY: [{ KIND: 'paragraph', TEXT: 'ด้วยกองนโยบายและแผนขออนุมัติจัดซื้อครุภัณฑ์' }],
};

describe('letter forms', () => {
  it('need only fields they print, and every form and field has a name in every engine locale', () => {
    expect(Object.keys(LOCALES).length).toBeGreaterThan(1);
    for (const [file, locale] of Object.entries(LOCALES)) {
      const keys = new Set(localeKeys(locale));
      for (const form of LETTER_FORM_NAMES) {
        expect(
          LETTER_FORMS[form].required.filter((field) => !LETTER_FORMS[form].fields.includes(field)),
          form,
        ).toEqual([]);
        expect(keys.has(letterFormNameKey(form)), `${file} ${form}`).toBe(true);
        for (const field of LETTER_FORMS[form].fields) expect(keys.has(letterFieldLabelKeys(form, field)[1]!), `${file} ${field}`).toBe(true);
      }
    }
    expect(Object.keys(LETTER_FIELD_KINDS).sort()).toEqual([...new Set(LETTER_FORM_NAMES.flatMap((form) => LETTER_FORMS[form].fields))].sort());
  });

  it('start a letter on the form its kind names, and on an external letter otherwise', () => {
    expect(defaultLetterForm('inside')).toBe('memo');
    expect(defaultLetterForm('report')).toBe('minutes');
    expect(defaultLetterForm('command')).toBe('command');
    expect(defaultLetterForm('a-kind-added-later')).toBe('external');
    expect(defaultLetterForm(null)).toBe('external');
    const claimed = LETTER_FORM_NAMES.flatMap((form) => LETTER_FORMS[form].defaultFor);
    expect(new Set(claimed).size).toBe(claimed.length);
  });

  it('find nothing wrong with a complete memo, and say each problem of a broken one', () => {
    expect(letterProblems(MEMO)).toEqual([]);
    const broken: LetterContent = {
      ...MEMO,
      SALUTATION: '  ',
      COPIES: 'ผู้ว่าราชการจังหวัด',
      BODY: [
        { KIND: 'item', TEXT: 'ไม่มีเลขข้อ' },
        { KIND: 'table', ROWS: [['ลำดับ', 'รายการ'], ['1']] },
      ],
    };
    expect(letterProblems(broken)).toEqual([
      { kind: 'missing', fields: ['SALUTATION'] },
      { kind: 'stray', fields: ['COPIES'] },
      { kind: 'itemLabel', position: 1 },
      { kind: 'tableShape', position: 2 },
    ]);
    expect(
      letterProblems({ ...MEMO, FORM: 'statement', SALUTATION: '', SIGNER_NAME: '', SIGNER_POSITION: '', BODY: [{ KIND: 'table', ROWS: [['a']] }] }),
    ).toEqual([{ kind: 'table' }]);
  });

  it('word a problem with the form’s own label for a field', () => {
    const th = LOCALES['../i18n/locales/th.json'];
    const lookup = (key: string): string | undefined =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], th) as string | undefined;
    const t: Translate = (keys, params) => {
      const found =
        [keys]
          .flat()
          .map(lookup)
          .find((text) => typeof text === 'string') ?? String(keys);
      return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
    };
    const text = letterProblemText({ kind: 'missing', fields: ['SALUTATION', 'OFFICE'] }, 'stamped', t);
    expect(text).toContain('แบบหนังสือประทับตรา');
    expect(text).toContain('ถึง');
    expect(text).toContain('ส่วนราชการที่ออกหนังสือ');
  });
});
