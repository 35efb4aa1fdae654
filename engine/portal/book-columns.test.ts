import { describe, expect, it } from 'vitest';
import { bookColumns } from './book-columns';

const fields = (type: Parameters<typeof bookColumns>[0]) => bookColumns(type).map((c) => c.field);

describe('book card columns', () => {
  it('shows number, letter number and subject for every book', () => {
    for (const type of ['cycle', 'regularity', 'rule', 'news', 'announce', 'declaration'] as const) {
      expect(fields(type)).toEqual(['SEQ', 'F_DOC_NO', 'F_DOC_TITLE']);
    }
  });

  it('adds the meeting number for meeting reports and the signer for commands', () => {
    expect(fields('meeting')).toEqual(['SEQ', 'F_NO_MEET', 'F_DOC_NO', 'F_DOC_TITLE']);
    expect(fields('command')).toEqual(['SEQ', 'F_DOC_NO', 'F_DOC_TITLE', 'F_DOC_COMMAND_NAME_UNDER']);
  });

  it('titles every column with a book.* key', () => {
    expect(bookColumns('meeting').every((c) => c.titleKey.startsWith('book.'))).toBe(true);
  });
});
