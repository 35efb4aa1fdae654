/**
 * The writing screen's working copy of a letter: every field as the person types it (a list
 * field as its lines), the body as blocks with stable keys so React keeps each editor's caret,
 * and the form. Switching form keeps what was typed; only the content sent to the server is cut
 * to the chosen form's fields, with empty lines and empty paragraphs left out.
 */
import { LETTER_FIELD_KINDS, LETTER_FORMS, type LetterField, type LetterForm } from '../../engine/documents/letter-forms';
import type { LetterBodyBlock, LetterContent } from '../../schemas/generated/api/letter-content';

export type DraftBlock =
  { key: number; kind: 'paragraph' | 'item'; label: string; text: string; bold: boolean } | { key: number; kind: 'table'; rows: string[][] };

export interface LetterDraft {
  form: LetterForm;
  fields: Partial<Record<LetterField, string | string[]>>;
  body: DraftBlock[];
  /** The next block key. */
  nextKey: number;
}

/** What the letter's record already says, to start a letter nobody has written yet. */
export interface DraftSeed {
  dear: string | null;
  department: string | null;
}

const isList = (field: LetterField) => LETTER_FIELD_KINDS[field] === 'list';

export function blockOf(kind: DraftBlock['kind'], key: number, itemNumber = 1): DraftBlock {
  if (kind === 'table')
    return {
      key,
      kind,
      rows: [
        ['', ''],
        ['', ''],
      ],
    };
  return { key, kind, label: kind === 'item' ? `${itemNumber}.` : '', text: '', bold: false };
}

/** A fresh letter on a form: whom it addresses and the department filled in from the record, one empty paragraph. */
export function emptyDraft(form: LetterForm, seed: DraftSeed): LetterDraft {
  const fields: LetterDraft['fields'] = {};
  if (seed.dear) fields.SALUTATION = seed.dear;
  if (seed.department) fields.OFFICE = seed.department;
  return { form, fields, body: [blockOf('paragraph', 1)], nextKey: 2 };
}

/** The working copy of saved content. */
export function draftOfContent(content: LetterContent): LetterDraft {
  const fields: LetterDraft['fields'] = {};
  for (const field of Object.keys(LETTER_FIELD_KINDS) as LetterField[]) {
    const value = content[field];
    if (value !== undefined) fields[field] = Array.isArray(value) ? [...value] : value;
  }
  const body = content.BODY.map((block, index): DraftBlock => {
    const key = index + 1;
    if (block.KIND === 'table') return { key, kind: 'table', rows: (block.ROWS ?? []).map((row) => [...row]) };
    return { key, kind: block.KIND, label: block.LABEL ?? '', text: block.TEXT ?? '', bold: block.BOLD === true };
  });
  return { form: content.FORM, fields, body, nextKey: body.length + 1 };
}

function blockContent(block: DraftBlock): LetterBodyBlock | null {
  if (block.kind === 'table') {
    const rows = block.rows.filter((row) => row.some((cell) => cell.trim() !== ''));
    return rows.length ? { KIND: 'table', ROWS: rows.map((row) => row.map((cell) => cell.trim())) } : null;
  }
  const text = block.text.trim();
  if (!text) return null;
  return {
    KIND: block.kind,
    ...(block.kind === 'item' ? { LABEL: block.label.trim() } : {}),
    TEXT: text,
    ...(block.bold ? { BOLD: true } : {}),
  };
}

/** The content to preview or save: the chosen form's fields only, trimmed, empty ones left out. */
export function contentOfDraft(draft: LetterDraft): LetterContent {
  const content: LetterContent = { FORM: draft.form, BODY: draft.body.map(blockContent).filter((block) => block !== null) };
  for (const field of LETTER_FORMS[draft.form].fields) {
    const value = draft.fields[field];
    if (isList(field)) {
      const lines = (Array.isArray(value) ? value : []).map((line) => line.trim()).filter(Boolean);
      if (lines.length) (content as Record<LetterField, unknown>)[field] = lines;
    } else if (typeof value === 'string' && value.trim()) {
      // An address keeps its line breaks; a one-line field has none to keep.
      (content as Record<LetterField, unknown>)[field] = LETTER_FIELD_KINDS[field] === 'lines' ? value.trim() : value.replace(/\s+/g, ' ').trim();
    }
  }
  return content;
}

/** The number the next item takes: one more than the last numbered item's leading number. */
export function nextItemNumber(body: readonly DraftBlock[]): number {
  for (let i = body.length - 1; i >= 0; i--) {
    const block = body[i]!;
    if (block.kind === 'item') {
      const leading = /^\(?(\d+)/.exec(block.label.trim());
      if (leading) return Number(leading[1]) + 1;
    }
  }
  return 1;
}
