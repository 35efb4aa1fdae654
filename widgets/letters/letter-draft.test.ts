import { describe, expect, it } from 'vitest';
import { letterProblems } from '../../engine/documents/letter-forms';
import type { LetterContent } from '../../schemas/generated/api/letter-content';
import { contentOfDraft, draftOfContent, emptyDraft } from './letter-draft';
import { editDraft } from './letter-draft-edits';

const SAVED: LetterContent = {
  FORM: 'external',
  OFFICE: 'กรมตัวอย่าง\nถนนราชดำเนินนอก กรุงเทพฯ 10300',
  SALUTATION: 'อธิบดีกรมบัญชีกลาง',
  ENCLOSURES: ['สำเนาคำสั่ง', 'แบบตอบรับ'],
  SIGNER_NAME: 'นายสมชาย ใจดี',
  SIGNER_POSITION: 'อธิบดีกรมตัวอย่าง',
  BODY: [
    { KIND: 'paragraph', TEXT: 'ด้วยกรมตัวอย่างขอหารือการเบิกจ่ายงบประมาณ' },
    { KIND: 'item', LABEL: '1.', TEXT: 'ค่าตอบแทน', BOLD: true },
    {
      KIND: 'table',
      ROWS: [
        ['รายการ', 'จำนวนเงิน'],
        ['ค่าวัสดุ', '12,000'],
      ],
    },
  ],
};

describe('the letter being written', () => {
  it('gives back the saved content unchanged when nothing was edited', () => {
    expect(contentOfDraft(draftOfContent(SAVED))).toEqual(SAVED);
  });

  it('starts a new letter from its record, and cannot be saved until the form’s needed fields are filled', () => {
    const draft = emptyDraft('memo', { dear: 'ผู้อำนวยการ', department: 'กองนโยบายและแผน' });
    const content = contentOfDraft(draft);
    expect(content).toEqual({ FORM: 'memo', OFFICE: 'กองนโยบายและแผน', SALUTATION: 'ผู้อำนวยการ', BODY: [] });
    expect(letterProblems(content).map((problem) => problem.kind)).toEqual(['missing', 'emptyBody']);
  });

  it('keeps what was typed across a change of form, but sends only the chosen form’s fields', () => {
    let draft = draftOfContent(SAVED);
    draft = editDraft(draft, { type: 'form', form: 'memo' });
    const memo = contentOfDraft(draft);
    expect(memo.ENCLOSURES).toBeUndefined();
    expect(memo.OFFICE).toBe(SAVED.OFFICE);
    draft = editDraft(draft, { type: 'form', form: 'external' });
    expect(contentOfDraft(draft).ENCLOSURES).toEqual(SAVED.ENCLOSURES);
  });

  it('numbers a new item after the last one, moves and removes parts, and leaves empty ones out', () => {
    let draft = draftOfContent(SAVED);
    draft = editDraft(draft, { type: 'add', kind: 'item' });
    const added = draft.body.at(-1)!;
    expect(added).toMatchObject({ kind: 'item', label: '2.' });
    // Still empty: not sent.
    expect(contentOfDraft(draft).BODY).toHaveLength(3);
    draft = editDraft(draft, { type: 'block', key: added.key, patch: { text: '  ค่าเดินทาง  ' } });
    draft = editDraft(draft, { type: 'move', key: added.key, by: -1 });
    draft = editDraft(draft, { type: 'move', key: draft.body[0]!.key, by: -1 });
    const body = contentOfDraft(draft).BODY;
    expect(body.map((block) => block.TEXT ?? 'table')).toEqual(['ด้วยกรมตัวอย่างขอหารือการเบิกจ่ายงบประมาณ', 'ค่าตอบแทน', 'ค่าเดินทาง', 'table']);
    draft = editDraft(draft, { type: 'remove', key: draft.body[0]!.key });
    expect(contentOfDraft(draft).BODY).toHaveLength(3);
  });

  it('drops empty lines of a list and empty rows of a table, and keeps an address on its lines', () => {
    let draft = draftOfContent(SAVED);
    draft = editDraft(draft, { type: 'field', field: 'ENCLOSURES', value: ['สำเนาคำสั่ง', '  ', 'แบบตอบรับ'] });
    draft = editDraft(draft, { type: 'field', field: 'SALUTATION', value: ' อธิบดี\nกรมบัญชีกลาง ' });
    const table = draft.body.find((block) => block.kind === 'table')!;
    draft = editDraft(draft, {
      type: 'block',
      key: table.key,
      patch: {
        rows: [
          ['รายการ', 'จำนวนเงิน'],
          [' ', ''],
          ['ค่าวัสดุ', '12,000'],
        ],
      },
    });
    const content = contentOfDraft(draft);
    expect(content.ENCLOSURES).toEqual(['สำเนาคำสั่ง', 'แบบตอบรับ']);
    expect(content.SALUTATION).toBe('อธิบดี กรมบัญชีกลาง');
    expect(content.OFFICE).toContain('\n');
    expect(content.BODY[2]).toEqual({
      KIND: 'table',
      ROWS: [
        ['รายการ', 'จำนวนเงิน'],
        ['ค่าวัสดุ', '12,000'],
      ],
    });
  });
});
