import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from './attachment-rules';
import { EMPTY_INCOMING, bangkokToday, createFields, fileProblemKey, validateIncoming, type IncomingForm } from './incoming-letter';

const TODAY = '2026-03-10';
const VALID: IncomingForm = {
  ...EMPTY_INCOMING,
  deptId: 5,
  docTypeId: 1,
  docNo: 'ศธ 0401/123',
  docDate: '2026-03-09',
  senderTypeId: 2,
  from: 'สำนักงานเขตพื้นที่การศึกษา',
  to: '',
  dear: 'ผู้อำนวยการ',
  subject: 'ขอเชิญประชุม',
};

describe('incoming letter form', () => {
  it('accepts a complete paper letter', () => {
    expect(validateIncoming(VALID, TODAY)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateIncoming(EMPTY_INCOMING, TODAY)).toEqual({
      deptId: 'workspace.incoming.error.required',
      docTypeId: 'workspace.incoming.error.required',
      docNo: 'workspace.incoming.error.required',
      docDate: 'workspace.incoming.error.required',
      from: 'workspace.incoming.error.required',
      subject: 'workspace.incoming.error.required',
    });
  });

  it('asks for the letter number only of paper letters', () => {
    expect(validateIncoming({ ...VALID, docNo: '  ', channel: 'email' }, TODAY)).toEqual({});
    expect(validateIncoming({ ...VALID, docNo: '  ' }, TODAY).docNo).toBe('workspace.incoming.error.required');
  });

  it('refuses texts over their limits', () => {
    const errors = validateIncoming({ ...VALID, subject: 'ก'.repeat(1001), docNo: '1'.repeat(101), dear: 'ก'.repeat(501), to: 'ก'.repeat(501) }, TODAY);
    expect(errors).toEqual({
      subject: 'workspace.incoming.error.tooLong',
      docNo: 'workspace.incoming.error.tooLong',
      dear: 'workspace.incoming.error.tooLong',
      to: 'workspace.incoming.error.tooLong',
    });
    expect(validateIncoming({ ...VALID, subject: 'ก'.repeat(1000) }, TODAY)).toEqual({});
  });

  it('refuses a date that does not exist or lies in the future, and accepts today', () => {
    expect(validateIncoming({ ...VALID, docDate: '2026-02-30' }, TODAY).docDate).toBe('workspace.incoming.error.badDate');
    expect(validateIncoming({ ...VALID, docDate: '9/3/2569' }, TODAY).docDate).toBe('workspace.incoming.error.badDate');
    expect(validateIncoming({ ...VALID, docDate: '2026-03-11' }, TODAY).docDate).toBe('workspace.incoming.error.futureDate');
    expect(validateIncoming({ ...VALID, docDate: TODAY }, TODAY)).toEqual({});
  });

  it('gives create-document its fields, leaving empty optional texts out', () => {
    expect(createFields({ ...VALID, subject: '  ขอเชิญประชุม ', speedId: 3, secretId: 2 })).toEqual({
      F_DOC_TYPE_ID: 1,
      F_DOC_TITLE: 'ขอเชิญประชุม',
      F_DOC_NO: 'ศธ 0401/123',
      F_DOC_DATE: '2026-03-09',
      F_FROM: 'สำนักงานเขตพื้นที่การศึกษา',
      F_TO: undefined,
      F_DEAR: 'ผู้อำนวยการ',
      F_DOC_SPEED_ID: 3,
      F_DOC_SECRET_ID: 2,
      F_SENDER_TYPE_ID: 2,
      F_DEPT_ID: 5,
    });
  });

  it('reads today in Thailand, not in the machine’s zone', () => {
    expect(bangkokToday(new Date('2026-03-09T18:30:00Z'))).toBe('2026-03-10');
  });

  it('checks each file against the attachment rules', () => {
    expect(fileProblemKey({ name: 'scan.pdf', size: 10 })).toBeNull();
    expect(fileProblemKey({ name: 'setup.exe', size: 10 })).toBe('workspace.incoming.file.typeNotAllowed');
    expect(fileProblemKey({ name: 'big.pdf', size: MAX_ATTACHMENT_BYTES + 1 })).toBe('workspace.incoming.file.tooLarge');
    expect(fileProblemKey({ name: 'blank.pdf', size: 0 })).toBe('workspace.incoming.file.empty');
  });
});
