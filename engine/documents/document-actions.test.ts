import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  MODAL_TYPE_ACTIONS,
  actionBody,
  actionLabelKey,
  availableActions,
  choosableRecipients,
  hasErrors,
  isReceivedSame,
  validateAction,
  type Recipient,
} from './document-actions';
import { DOCUMENT_MODAL_TYPES } from './modal-types';

describe('modal type -> actions', () => {
  it('covers all nine modal types', () => {
    for (const type of DOCUMENT_MODAL_TYPES) expect(MODAL_TYPE_ACTIONS[type], type).toBeDefined();
  });

  it('keeps only what the server allows on the step, in the type order', () => {
    expect(availableActions('assignPresentDocument', ['assign', 'present', 'follow', 'cancelReceive', 'review'])).toEqual([
      'present',
      'assign',
      'cancelReceive',
      'follow',
    ]);
    expect(availableActions('viewDocument', ['receive', 'sendBack', 'follow'])).toEqual(['receive', 'sendBack']);
    expect(availableActions('recordResultConsiderationDocument', ['consider', 'command', 'assign', 'present', 'sendBack', 'follow'])).toEqual([
      'consider',
      'command',
      'assign',
      'present',
      'sendBack',
    ]);
  });

  it('a followed letter offers only following and stopping (its close), named as such', () => {
    expect(availableActions('viewReportDocument', ['close', 'follow', 'present', 'assign'])).toEqual(['follow', 'close']);
    expect(actionLabelKey('viewReportDocument', 'close')).toBe('documents.action.unfollow');
    expect(actionLabelKey('assignPresentDocument', 'close')).toBe('documents.action.close');
  });

  it('views only for unknown types without server actions', () => {
    expect(availableActions('somethingElse', ['receive'])).toEqual(['receive']);
    expect(availableActions('viewDocument', [])).toEqual([]);
  });

  it('only a receive reopens the letter', () => {
    expect(isReceivedSame('receive')).toBe(true);
    expect(isReceivedSame('present')).toBe(false);
    expect(isReceivedSame('sendBack')).toBe(false);
  });
});

describe('send', () => {
  it('goes to departments and/or people, at least one of them', () => {
    expect(validateAction('send', EMPTY_FORM)).toEqual({ person: 'recipientRequired' });
    expect(validateAction('send', { ...EMPTY_FORM, departmentIds: [7] })).toEqual({});
    expect(actionBody(5, 'send', { ...EMPTY_FORM, departmentIds: [7, 8], personIds: [3], note: ' ด่วน ' })).toEqual({
      F_TRANS_ID: 5,
      ACTION: 'send',
      TO_DEPT_IDS: [7, 8],
      TO_PERSON_IDS: [3],
      NOTE: 'ด่วน',
    });
  });

  it('asks a cancelled number for its reason, in words of its own', () => {
    expect(validateAction('cancelNumber', EMPTY_FORM)).toEqual({ reason: 'cancelReasonRequired' });
    expect(actionBody(5, 'cancelNumber', { ...EMPTY_FORM, reason: 'ออกเลขผิด' })).toEqual({ F_TRANS_ID: 5, ACTION: 'cancelNumber', NOTE: 'ออกเลขผิด' });
  });
});

describe('validation', () => {
  it('requires the reason of a send back', () => {
    expect(validateAction('sendBack', { ...EMPTY_FORM, reason: '   ' })).toEqual({ reason: 'reasonRequired' });
    expect(hasErrors(validateAction('sendBack', { ...EMPTY_FORM, reason: 'ผิดหน่วยงาน' }))).toBe(false);
  });

  it('requires one person for present and review, at least one for assign', () => {
    expect(validateAction('present', EMPTY_FORM)).toEqual({ person: 'personRequired' });
    expect(validateAction('review', { ...EMPTY_FORM, personIds: [1, 2] })).toEqual({ person: 'onePerson' });
    expect(validateAction('assign', EMPTY_FORM)).toEqual({ person: 'personRequired' });
    expect(validateAction('assign', { ...EMPTY_FORM, personIds: [3, 4] })).toEqual({});
  });

  it('requires the result of a consideration and the command text', () => {
    expect(validateAction('consider', EMPTY_FORM)).toEqual({ result: 'resultRequired' });
    expect(validateAction('command', EMPTY_FORM)).toEqual({ command: 'commandRequired' });
    expect(validateAction('command', { ...EMPTY_FORM, command: 'x'.repeat(5001) })).toEqual({ command: 'tooLong' });
  });

  it('checks the due date only when given', () => {
    expect(validateAction('assign', { ...EMPTY_FORM, personIds: [3], dueDate: '2026-02-30' })).toEqual({ dueDate: 'badDueDate' });
    expect(validateAction('assign', { ...EMPTY_FORM, personIds: [3], dueDate: '2026-02-28' })).toEqual({});
  });

  it('asks nothing of a receive', () => {
    expect(validateAction('receive', EMPTY_FORM)).toEqual({});
  });
});

describe('request body', () => {
  const form = { ...EMPTY_FORM, personIds: [7], note: ' ด่วน ', result: ' ทราบ ', command: ' ดำเนินการ ', reason: ' ผิดเรื่อง ', dueDate: '2026-12-01' };

  it('sends only the fields of the action, trimmed', () => {
    expect(actionBody(5, 'receive', form)).toEqual({ F_TRANS_ID: 5, ACTION: 'receive' });
    expect(actionBody(5, 'sendBack', form)).toEqual({ F_TRANS_ID: 5, ACTION: 'sendBack', NOTE: 'ผิดเรื่อง' });
    expect(actionBody(5, 'consider', form)).toEqual({ F_TRANS_ID: 5, ACTION: 'consider', RESULT: 'ทราบ' });
    expect(actionBody(5, 'command', form)).toEqual({ F_TRANS_ID: 5, ACTION: 'command', F_COM_DESC: 'ดำเนินการ' });
    expect(actionBody(5, 'present', form)).toEqual({ F_TRANS_ID: 5, ACTION: 'present', PURPOSE: 'consider', TO_PERSON_IDS: [7], NOTE: 'ด่วน' });
    expect(actionBody(5, 'assign', form)).toEqual({ F_TRANS_ID: 5, ACTION: 'assign', TO_PERSON_IDS: [7], DUE_DATE: '2026-12-01', NOTE: 'ด่วน' });
  });

  it('drops empty optional text', () => {
    expect(actionBody(9, 'assign', { ...EMPTY_FORM, personIds: [1] })).toEqual({ F_TRANS_ID: 9, ACTION: 'assign', TO_PERSON_IDS: [1] });
  });

  it('sends the assignment kind with assign and the signing kind with sign, nowhere else', () => {
    const kinds = { ...form, jobTypeId: 3, signTypeId: 2 };
    expect(actionBody(5, 'assign', kinds)).toEqual({
      F_TRANS_ID: 5,
      ACTION: 'assign',
      TO_PERSON_IDS: [7],
      F_JOB_TYPE_ID: 3,
      DUE_DATE: '2026-12-01',
      NOTE: 'ด่วน',
    });
    expect(actionBody(5, 'sign', kinds)).toEqual({ F_TRANS_ID: 5, ACTION: 'sign', F_SIGN_TYPE_ID: 2 });
    expect(actionBody(5, 'present', kinds)).not.toHaveProperty('F_JOB_TYPE_ID');
    expect(actionBody(5, 'sign', form)).toEqual({ F_TRANS_ID: 5, ACTION: 'sign' });
  });
});

describe('recipients', () => {
  const person = (id: number, roles: string[]): Recipient => ({
    F_PERSON_ID: id,
    F_FIRST_NAME: 'a',
    F_LAST_NAME: 'b',
    F_POSITION_NAME: null,
    F_DEPT_ID: null,
    F_DEPT_NAME: null,
    ROLES: roles,
    IS_HEAD: false,
  });
  const people = [person(1, ['executive']), person(2, ['registry']), person(3, [])];

  it('offers executives for consideration and signature, anyone else for review and assign, never oneself', () => {
    expect(choosableRecipients(people, 1, 'present', 'consider').map((p) => p.F_PERSON_ID)).toEqual([]);
    expect(choosableRecipients(people, 2, 'present', 'consider').map((p) => p.F_PERSON_ID)).toEqual([1]);
    expect(choosableRecipients(people, 2, 'present', 'review').map((p) => p.F_PERSON_ID)).toEqual([1, 3]);
    expect(choosableRecipients(people, 1, 'assign', 'consider').map((p) => p.F_PERSON_ID)).toEqual([2, 3]);
  });
});
