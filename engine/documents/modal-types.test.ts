import { describe, expect, it } from 'vitest';
import { stepActions, type DocumentDetail } from '../api/document-calls';
import { DOCUMENT_MODAL_TYPES, modalTypeOf } from './modal-types';

describe('modal types', () => {
  it('are the nine of the portal contract', () => {
    expect(DOCUMENT_MODAL_TYPES).toHaveLength(9);
    for (const type of DOCUMENT_MODAL_TYPES) expect(modalTypeOf(type)).toBe(type);
  });

  it('fall back to viewDocument for unknown values', () => {
    expect(modalTypeOf('')).toBe('viewDocument');
    expect(modalTypeOf('signDocument')).toBe('viewDocument');
  });
});

describe('server actions of the opened step', () => {
  const detail = {
    actions: [
      { F_TRANS_ID: 4, ACTIONS: ['receive', 'sendBack'] },
      { F_TRANS_ID: 9, ACTIONS: ['follow'] },
    ],
  } as unknown as DocumentDetail;

  it('are those of that step only', () => {
    expect(stepActions(detail, 4)).toEqual(['receive', 'sendBack']);
    expect(stepActions(detail, 9)).toEqual(['follow']);
  });

  it('are none for another step or a letter opened without one', () => {
    expect(stepActions(detail, 5)).toEqual([]);
    expect(stepActions(detail, null)).toEqual([]);
  });
});
