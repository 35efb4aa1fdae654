/** The strict-input rules on their own: integer text and numbers, form decoding, text. */
import { describe, expect, it } from 'vitest';
import { declaredCharset, parseForm, parseFormBody } from './form-encoding';
import { applyIntegerRule, integerOf } from './integer-input';
import { InvalidInputError } from './invalid-input';
import { assertWellFormedText, isWellFormedText } from './text-input';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return { problem: error.problem, fields: error.extra.fields, message: error.message };
    throw error;
  }
  return null;
};

describe('integerOf', () => {
  it('reads plain decimal text and exact integers', () => {
    for (const [value, expected] of [
      ['0', 0],
      ['7', 7],
      ['-3', -3],
      ['9007199254740991', 9007199254740991],
      [42, 42],
      [-1, -1],
    ] as const)
      expect(integerOf(value), String(value)).toBe(expected);
  });

  it('refuses anything else rather than guessing', () => {
    for (const value of [
      '1e400',
      '9223372036854775808',
      '9007199254740992',
      '0x1',
      ' 1',
      '1 ',
      '+1',
      '01',
      '-0',
      '1.0',
      '1.5',
      '1e3',
      '',
      '١',
      Infinity,
      NaN,
      1.5,
      2 ** 53,
      true,
      null,
      {},
      [],
    ]) {
      expect(integerOf(value), JSON.stringify(value) ?? String(value)).toBeNull();
    }
  });
});

describe('applyIntegerRule', () => {
  const schema = {
    type: 'object',
    properties: {
      ID: { type: 'integer' },
      IDS: { type: 'array', items: { type: 'integer' } },
      NAME: { type: 'string' },
      FLAG: { type: ['string', 'integer'] },
    },
  };

  it('turns integer text into numbers and a single list value into a list', () => {
    expect(applyIntegerRule(schema, { ID: '5', IDS: '6', NAME: '7', FLAG: '1' }, '')).toEqual({ ID: 5, IDS: [6], NAME: '7', FLAG: '1' });
    expect(applyIntegerRule(schema, { IDS: ['1', 2] }, '')).toEqual({ IDS: [1, 2] });
  });

  it('names the field that is not an integer', () => {
    expect(refusal(() => applyIntegerRule(schema, { ID: '1e400' }, ''))).toMatchObject({ problem: 'integer', fields: ['ID'] });
    expect(refusal(() => applyIntegerRule(schema, { IDS: ['1', '0x2'] }, ''))).toMatchObject({ problem: 'integer', fields: ['IDS.1'] });
    expect(refusal(() => applyIntegerRule(schema, { ID: true }, ''))?.message).toMatch(/[\u0E00-\u0E7F].*ID/);
  });
});

describe('form decoding', () => {
  it('decodes UTF-8 escapes, + as space, repeated names as lists', () => {
    expect({ ...parseForm('a=%E0%B8%81+b&m=1&m=2&empty=&bare', 'body') }).toEqual({ a: 'ก b', m: ['1', '2'], empty: '', bare: '' });
    expect({ ...parseFormBody(Buffer.from('a=ก')) }).toEqual({ a: 'ก' });
    expect(Object.getPrototypeOf(parseForm('__proto__=1', 'body'))).toBeNull();
  });

  it('refuses bytes and escapes that are not UTF-8, naming the field', () => {
    expect(refusal(() => parseForm('a=%FF', 'querystring'))).toMatchObject({ problem: 'encoding', fields: ['a'] });
    expect(refusal(() => parseForm('a=%ED%A0%80', 'body'))).toMatchObject({ problem: 'encoding', fields: ['a'] });
    expect(refusal(() => parseForm('a=100%', 'body'))).toMatchObject({ problem: 'encoding', fields: ['a'] });
    expect(refusal(() => parseForm('%FF=1', 'body'))).toMatchObject({ problem: 'encoding', fields: ['body'] });
    expect(refusal(() => parseFormBody(Buffer.concat([Buffer.from('ok=1&b='), Buffer.from([0xc3, 0x28])])))).toMatchObject({
      problem: 'encoding',
      fields: ['b'],
    });
  });

  it('refuses Thai sent as TIS-620 wherever it can be told from UTF-8, naming the field', () => {
    // "หนังสือ" in TIS-620: not UTF-8, whether sent raw or %-escaped.
    const tis620 = Buffer.from([0xcb, 0xb9, 0xd1, 0xa7, 0xca, 0xd7, 0xcd]);
    const escaped = [...tis620].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    expect(refusal(() => parseFormBody(Buffer.from(`F_DOC_TYPE_ID=2&F_DOC_TITLE=${escaped}`)))).toMatchObject({
      problem: 'encoding',
      fields: ['F_DOC_TITLE'],
      message: expect.stringMatching(/[\u0E00-\u0E7F].*F_DOC_TITLE/) as unknown,
    });
    expect(refusal(() => parseFormBody(Buffer.concat([Buffer.from('F_DOC_TITLE='), tis620])))).toMatchObject({ problem: 'encoding', fields: ['F_DOC_TITLE'] });
    // "หนัง" in TIS-620 is valid UTF-8 by chance ("˹ѧ"): a body declared TIS-620 is refused all the same.
    for (const charset of ['tis-620', 'TIS-620', 'windows-874', '"iso-8859-11"']) {
      const declared = declaredCharset(`application/x-www-form-urlencoded; charset=${charset}`);
      const title = refusal(() => parseFormBody(Buffer.from('F_DOC_TYPE_ID=2&F_DOC_TITLE=%CB%B9%D1%A7'), declared));
      expect(title, charset).toMatchObject({ problem: 'encoding', fields: ['F_DOC_TITLE'] });
      expect(refusal(() => parseFormBody(Buffer.from('%CB%B9=1'), declared))?.fields, charset).toEqual(['body']);
      // Plain ASCII reads the same in every such charset.
      expect({ ...parseFormBody(Buffer.from('F_DOC_TYPE_ID=2&F_DOC_TITLE=memo+1%2F2'), declared) }).toEqual({ F_DOC_TYPE_ID: '2', F_DOC_TITLE: 'memo 1/2' });
    }
  });

  it('keeps reading UTF-8, declared or not', () => {
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded;charset=UTF-8',
      'application/x-www-form-urlencoded; charset="utf-8"',
    ]) {
      const charset = declaredCharset(contentType);
      expect({ ...parseFormBody(Buffer.from('F_DOC_TITLE=%E0%B8%AB%E0%B8%99%E0%B8%B1%E0%B8%87%E0%B8%AA%E0%B8%B7%E0%B8%AD'), charset) }, contentType).toEqual({
        F_DOC_TITLE: 'หนังสือ',
      });
      expect({ ...parseFormBody(Buffer.from('F_DOC_TITLE=หนังสือ'), charset) }, contentType).toEqual({ F_DOC_TITLE: 'หนังสือ' });
    }
    expect(declaredCharset(undefined)).toBeNull();
    expect(declaredCharset('application/x-www-form-urlencoded')).toBeNull();
  });
});

describe('text', () => {
  it('accepts Thai, emoji and line breaks; refuses NUL and lone surrogates, in values and names', () => {
    expect(isWellFormedText('เรื่อง 😀\n\tข้อความ')).toBe(true);
    for (const text of ['a\u0000b', '\uD800', 'a\uDC00', '\uDBFF\uDBFF\uDC00']) expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
    expect(refusal(() => assertWellFormedText({ A: ['ok', 'x\u0000'] }, ''))).toMatchObject({ problem: 'text', fields: ['A.1'] });
    expect(refusal(() => assertWellFormedText({ ['k\uD800']: 'v' }, ''))).toMatchObject({ problem: 'text', fields: ['k?'] });
  });
});
