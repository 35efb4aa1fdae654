/** The edits the writing screen makes to its working copy, as one reducer (each returns a new draft). */
import type { LetterField, LetterForm } from '../../engine/documents/letter-forms';
import { blockOf, nextItemNumber, type DraftBlock, type LetterDraft } from './letter-draft';

export type DraftEdit =
  | { type: 'form'; form: LetterForm }
  | { type: 'field'; field: LetterField; value: string | string[] }
  | { type: 'add'; kind: DraftBlock['kind'] }
  | { type: 'block'; key: number; patch: Partial<{ label: string; text: string; bold: boolean; rows: string[][] }> }
  | { type: 'move'; key: number; by: -1 | 1 }
  | { type: 'remove'; key: number };

function patched(block: DraftBlock, patch: Extract<DraftEdit, { type: 'block' }>['patch']): DraftBlock {
  if (block.kind === 'table') return patch.rows ? { ...block, rows: patch.rows } : block;
  const { rows: _rows, ...text } = patch;
  return { ...block, ...text };
}

export function editDraft(draft: LetterDraft, edit: DraftEdit): LetterDraft {
  switch (edit.type) {
    case 'form':
      return { ...draft, form: edit.form };
    case 'field':
      return { ...draft, fields: { ...draft.fields, [edit.field]: edit.value } };
    case 'add':
      return { ...draft, body: [...draft.body, blockOf(edit.kind, draft.nextKey, nextItemNumber(draft.body))], nextKey: draft.nextKey + 1 };
    case 'block':
      return { ...draft, body: draft.body.map((block) => (block.key === edit.key ? patched(block, edit.patch) : block)) };
    case 'move': {
      const from = draft.body.findIndex((block) => block.key === edit.key);
      const to = from + edit.by;
      if (from < 0 || to < 0 || to >= draft.body.length) return draft;
      const body = [...draft.body];
      [body[from], body[to]] = [body[to]!, body[from]!];
      return { ...draft, body };
    }
    case 'remove':
      return { ...draft, body: draft.body.filter((block) => block.key !== edit.key) };
  }
}
