import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RequestOf } from '../api/call-route';
import { MAX_ATTACHMENT_BYTES } from '../documents/attachment-rules';
import { EMPTY_INCOMING, type IncomingForm } from '../documents/incoming-letter';
import { newLetterMachine, type CreateReply, type ReceiveReply, type UploadInput, type UploadReply } from './new-letter.machine';

const TODAY = '2026-03-10';
const FORM: IncomingForm = {
  ...EMPTY_INCOMING,
  deptId: 5,
  docTypeId: 1,
  docNo: 'ศธ 0401/123',
  docDate: '2026-03-09',
  from: 'สำนักงานเขต',
  subject: 'ขอเชิญประชุม',
};
const DOC_ID = 901;
const DRAFT = 77;
const CREATED: CreateReply = { status: 'success', item: { F_DOC_ID: DOC_ID, F_TRANS_ID: DRAFT } };
const RECEIVED: ReceiveReply = { status: 'success', item: { F_DOC_ID: DOC_ID, F_TRANS_ID: DRAFT, RECEIVE_NO: 42, DONE_AT: '2026-03-10T03:15:00.000Z' } };

const pdf = (name: string, size = 20) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

interface Replies {
  create?: (fields: RequestOf<'createDocument'>) => Promise<CreateReply>;
  upload?: (input: UploadInput) => Promise<UploadReply>;
  receive?: (input: { transId: number }) => Promise<ReceiveReply>;
}

function start(replies: Replies = {}, form: IncomingForm = FORM, mode: 'incoming' | 'draft' = 'incoming') {
  const createLetter = vi.fn(replies.create ?? (async (_fields: RequestOf<'createDocument'>) => CREATED));
  const uploadFile = vi.fn(replies.upload ?? (async (): Promise<UploadReply> => ({ status: 'success', item: {} })));
  const receiveLetter = vi.fn(replies.receive ?? (async (_input: { transId: number }) => RECEIVED));
  const machine = newLetterMachine.provide({
    actors: {
      createLetter: fromPromise(({ input }) => createLetter(input)),
      uploadFile: fromPromise(({ input }) => uploadFile(input)),
      receiveLetter: fromPromise(({ input }) => receiveLetter(input)),
    },
  });
  const actor = createActor(machine, { input: { form, today: TODAY, mode } }).start();
  return { actor, createLetter, uploadFile, receiveLetter };
}

const uploadedNames = (uploadFile: { mock: { calls: UploadInput[][] } }) => uploadFile.mock.calls.map(([input]) => input!.file.name);

describe('new letter machine, drafting one of ours', () => {
  const DRAFT_FORM: IncomingForm = { ...EMPTY_INCOMING, docTypeId: 2, dear: 'ผู้อำนวยการ', subject: 'ขออนุมัติจัดซื้อวัสดุ' };

  it('creates the draft without number, date or sender, uploads its files and stops in the writer’s hands', async () => {
    const { actor, createLetter, uploadFile, receiveLetter } = start({}, DRAFT_FORM, 'draft');
    actor.send({ type: 'ADD_FILES', files: [pdf('ร่าง.pdf')] });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createLetter.mock.calls[0]![0]).toEqual({
      F_DOC_TYPE_ID: 2,
      F_DOC_TITLE: 'ขออนุมัติจัดซื้อวัสดุ',
      F_DEAR: 'ผู้อำนวยการ',
      F_DOC_SPEED_ID: 1,
      F_DOC_SECRET_ID: 1,
      F_PUBLISH_ALL: 1,
    });
    expect(uploadedNames(uploadFile)).toEqual(['ร่าง.pdf']);
    expect(receiveLetter).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ documentId: DOC_ID, transId: DRAFT, receiveNo: null, doneAt: null });
  });

  it('asks a draft for its type, whom it is to and its subject, and nothing of an incoming letter', () => {
    const { actor, createLetter } = start({}, EMPTY_INCOMING, 'draft');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      docTypeId: 'workspace.incoming.error.required',
      dear: 'workspace.incoming.error.required',
      subject: 'workspace.incoming.error.required',
    });
    expect(createLetter).not.toHaveBeenCalled();
  });
});

describe('new letter machine, registering an incoming one', () => {
  it('creates the letter, uploads each file in turn, receives it, and ends with its receive number', async () => {
    const { actor, createLetter, uploadFile, receiveLetter } = start();
    actor.send({ type: 'ADD_FILES', files: [pdf('a.pdf'), pdf('b.pdf')] });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createLetter).toHaveBeenCalledTimes(1);
    expect(createLetter.mock.calls[0]![0]).toMatchObject({ F_DOC_TYPE_ID: 1, F_DOC_TITLE: 'ขอเชิญประชุม', F_DEPT_ID: 5, F_DOC_NO: 'ศธ 0401/123' });
    expect(uploadedNames(uploadFile)).toEqual(['a.pdf', 'b.pdf']);
    expect(uploadFile.mock.calls.every(([input]) => input.documentId === DOC_ID)).toBe(true);
    expect(receiveLetter).toHaveBeenCalledWith({ transId: DRAFT });
    expect(actor.getSnapshot().context.files.map((f) => f.status)).toEqual(['done', 'done']);
    expect(actor.getSnapshot().output).toEqual({ documentId: DOC_ID, transId: DRAFT, receiveNo: 42, doneAt: '2026-03-10T03:15:00.000Z' });
  });

  it('sends nothing while the form has errors, and shows them', () => {
    const { actor, createLetter } = start({}, { ...FORM, subject: ' ', docDate: '2026-03-11' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ subject: 'workspace.incoming.error.required', docDate: 'workspace.incoming.error.futureDate' });
    expect(createLetter).not.toHaveBeenCalled();
    // Editing a field clears its message only.
    actor.send({ type: 'UPDATE', patch: { subject: 'แก้แล้ว' } });
    expect(actor.getSnapshot().context.errors).toEqual({ docDate: 'workspace.incoming.error.futureDate' });
  });

  it('goes back to editing with the server’s words when the create is refused, the form kept', async () => {
    const { actor, uploadFile } = start({ create: async () => ({ status: 'error', message: 'ไม่พบประเภทหนังสือ' }) });
    actor.send({ type: 'ADD_FILES', files: [pdf('a.pdf')] });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverMessage !== null);
    expect(actor.getSnapshot().context.serverMessage).toBe('ไม่พบประเภทหนังสือ');
    expect(actor.getSnapshot().context.form).toEqual(FORM);
    expect(actor.getSnapshot().context.files.map((f) => f.status)).toEqual(['waiting']);
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('stops on a refused upload, keeping the letter and the finished uploads; retry goes on without creating again', async () => {
    const upload = vi.fn(async ({ file }: UploadInput): Promise<UploadReply> =>
      file.name === 'bad.pdf' ? { status: 'error', message: 'ไฟล์ไม่ตรงกับชนิด' } : { status: 'success', item: {} },
    );
    const { actor, createLetter, uploadFile, receiveLetter } = start({ upload });
    actor.send({ type: 'ADD_FILES', files: [pdf('a.pdf'), pdf('bad.pdf'), pdf('c.pdf')] });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    const failed = actor.getSnapshot().context;
    expect(failed.stage).toBe('upload');
    expect(failed.documentId).toBe(DOC_ID);
    expect(failed.transId).toBe(DRAFT);
    expect(failed.files.map((f) => [f.file.name, f.status, f.serverMessage])).toEqual([
      ['a.pdf', 'done', null],
      ['bad.pdf', 'refused', 'ไฟล์ไม่ตรงกับชนิด'],
      ['c.pdf', 'waiting', null],
    ]);
    expect(receiveLetter).not.toHaveBeenCalled();

    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createLetter).toHaveBeenCalledTimes(1);
    expect(uploadedNames(uploadFile)).toEqual(['a.pdf', 'bad.pdf', 'c.pdf']);
    expect(receiveLetter).toHaveBeenCalledTimes(1);
  });

  it('retries an upload that did not get through', async () => {
    let calls = 0;
    const { actor, createLetter, uploadFile } = start({
      upload: async (): Promise<UploadReply> => {
        calls += 1;
        if (calls === 1) throw new Error('network');
        return { status: 'success', item: {} };
      },
    });
    actor.send({ type: 'ADD_FILES', files: [pdf('a.pdf')] });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.files[0]).toMatchObject({ status: 'waiting', failed: true });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createLetter).toHaveBeenCalledTimes(1);
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });

  it('keeps the letter when the receive fails or is refused, and retry receives it without creating or uploading again', async () => {
    const replies: (() => Promise<ReceiveReply>)[] = [
      () => Promise.reject(new Error('network')),
      async () => ({ status: 'error', message: 'หนังสือนี้ลงรับแล้ว' }),
      async () => RECEIVED,
    ];
    const { actor, createLetter, uploadFile, receiveLetter } = start({ receive: () => replies.shift()!() });
    actor.send({ type: 'ADD_FILES', files: [pdf('a.pdf')] });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ stage: 'receive', serverMessage: null, documentId: DOC_ID, transId: DRAFT });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.serverMessage !== null);
    expect(actor.getSnapshot().context.serverMessage).toBe('หนังสือนี้ลงรับแล้ว');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createLetter).toHaveBeenCalledTimes(1);
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(receiveLetter).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().output?.receiveNo).toBe(42);
  });

  it('refuses a file that breaks the rules as soon as it is added, and never uploads it', async () => {
    const { actor, uploadFile } = start();
    actor.send({ type: 'ADD_FILES', files: [pdf('setup.exe'), pdf('huge.pdf', MAX_ATTACHMENT_BYTES + 1), pdf('ok.pdf')] });
    expect(actor.getSnapshot().context.files.map((f) => [f.status, f.problemKey])).toEqual([
      ['refused', 'workspace.incoming.file.typeNotAllowed'],
      ['refused', 'workspace.incoming.file.tooLarge'],
      ['waiting', null],
    ]);
    actor.send({ type: 'REMOVE_FILE', id: actor.getSnapshot().context.files[0]!.id });
    expect(actor.getSnapshot().context.files).toHaveLength(2);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(uploadedNames(uploadFile)).toEqual(['ok.pdf']);
  });
});
