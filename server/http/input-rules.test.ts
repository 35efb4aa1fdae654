/** The strict-input rules on their own: integer text and numbers, form decoding, text. */
import { describe, expect, it } from 'vitest';
import { parseForm, parseFormBody } from './form-encoding';
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
});

describe('text', () => {
  it('accepts Thai, emoji and line breaks; refuses NUL and lone surrogates, in values and names', () => {
    expect(isWellFormedText('เรื่อง 😀\n\tข้อความ')).toBe(true);
    for (const text of ['a\u0000b', '\uD800', 'a\uDC00', '\uDBFF\uDBFF\uDC00']) expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
    expect(refusal(() => assertWellFormedText({ A: ['ok', 'x\u0000'] }, ''))).toMatchObject({ problem: 'text', fields: ['A.1'] });
    expect(refusal(() => assertWellFormedText({ ['k\uD800']: 'v' }, ''))).toMatchObject({ problem: 'text', fields: ['k?'] });
  });
});
