// @vitest-environment jsdom
/**
 * Registering an incoming letter in the workspace, rendered with the DEV tenant's theme and
 * Thai strings over a stand-in server: the form's fields go to create-document, each file is
 * uploaded to the new letter, the letter is received into the register, and the stamp shows
 * its receive number. A file the rules refuse is refused at once, in Thai, and never sent.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { MAX_ATTACHMENT_BYTES } from '../../engine/documents/attachment-rules';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { RegisterIncoming } from './RegisterIncoming';

const DOC_ID = 901;
const DRAFT = 77;
const DEPT = { dept_id: 12, text: 'กองกลาง' };
const LOOKUPS = {
  docTypes: [
    { F_DOC_TYPE_ID: 1, KEY: 'outside', NAME: 'หนังสือภายนอก', NAME_ENG: 'External', F_BOOK_GROUP: null },
    { F_DOC_TYPE_ID: 2, KEY: 'inside', NAME: 'หนังสือภายใน', NAME_ENG: 'Internal', F_BOOK_GROUP: null },
  ],
  bookGroups: [],
  speeds: [
    { F_DOC_SPEED_ID: 1, NAME: 'ปกติ', NAME_ENG: 'Normal', F_COLOR: '#4caf50' },
    { F_DOC_SPEED_ID: 3, NAME: 'ด่วนมาก', NAME_ENG: 'Very urgent', F_COLOR: '#f44336' },
  ],
  secrets: [
    { F_DOC_SECRET_ID: 1, NAME: 'ปกติ', NAME_ENG: 'Normal', F_COLOR: '#4caf50' },
    { F_DOC_SECRET_ID: 2, NAME: 'ลับ', NAME_ENG: 'Confidential', F_COLOR: '#ff9800' },
  ],
  senderTypes: [{ F_SENDER_TYPE_ID: 2, NAME: 'ส่วนราชการอื่น', NAME_ENG: 'Other agency' }],
  categories: [],
  commandTypes: [],
  jobTypes: [],
  signTypes: [],
  sendFrom: [],
  sendTo: [],
};

let setup: TenantSetup;
let server: FakeServer;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  server = fakeServer({
    [ROUTES.getLookups.path]: () => ok({ message: '', item: LOOKUPS }),
    [ROUTES.createDocument.path]: () => ok({ message: 'บันทึกแล้ว', item: { F_DOC_ID: DOC_ID, F_TRANS_ID: DRAFT } }),
    [ROUTES.uploadAttachment.path]: () => ok({ message: '', item: {} }),
    [ROUTES.documentAction.path]: () =>
      ok({
        message: 'ลงรับแล้ว',
        item: { F_DOC_ID: DOC_ID, F_TRANS_ID: DRAFT, STATE: 'in_hand', NEW_TRANS_IDS: [], RECEIVE_NO: 42, F_DOC_NO: null, DONE_AT: '2026-03-10T03:15:00.000Z' },
      }),
  });
});
afterEach(cleanup);

const pdf = (name: string, size = 64) => new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

function renderForm(departments = [DEPT], onOpenDocument = vi.fn(async () => {})) {
  renderWithTenant(<RegisterIncoming departments={departments} loading={false} onOpenDocument={onOpenDocument} />, setup, { api: server.api });
  return onOpenDocument;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByTestId('incoming-docType'), '1');
  await user.selectOptions(screen.getByTestId('incoming-senderType'), '2');
  await user.type(screen.getByTestId('incoming-docNo'), 'ศธ 0401/123');
  fireEvent.change(screen.getByTestId('incoming-docDate'), { target: { value: '2025-01-15' } });
  await user.type(screen.getByTestId('incoming-from'), 'สำนักงานเขตพื้นที่การศึกษา');
  await user.type(screen.getByTestId('incoming-dear'), 'ผู้อำนวยการ');
  await user.type(screen.getByTestId('incoming-subject'), 'ขอเชิญประชุมคณะกรรมการ');
  await user.click(screen.getByTestId('incoming-speed-3'));
  await user.click(screen.getByTestId('incoming-secret-2'));
}

describe('registering an incoming letter', () => {
  it('creates the letter, uploads its file, receives it and shows the stamp with the receive number', async () => {
    const user = userEvent.setup();
    const onOpen = renderForm();
    await fillForm(user);
    await user.upload(screen.getByTestId('incoming-file-input'), pdf('scan.pdf'));
    expect(screen.getByTestId('incoming-file').dataset.status).toBe('waiting');
    await user.click(screen.getByTestId('incoming-submit'));

    const stamp = await screen.findByTestId('incoming-stamp');
    expect(within(stamp).getByText('กองกลาง')).toBeTruthy();
    expect(within(stamp).getByText('เลขรับ 42')).toBeTruthy();
    expect(within(stamp).getByText('วันที่ 10 มี.ค. 2569')).toBeTruthy();
    expect(within(stamp).getByText('เวลา 10:15 น.')).toBeTruthy();

    const [created] = server.sentTo(ROUTES.createDocument.path);
    expect(Object.fromEntries(created!)).toEqual({
      F_DOC_TYPE_ID: '1',
      F_DOC_TITLE: 'ขอเชิญประชุมคณะกรรมการ',
      F_DOC_NO: 'ศธ 0401/123',
      F_DOC_DATE: '2025-01-15',
      F_FROM: 'สำนักงานเขตพื้นที่การศึกษา',
      F_DEAR: 'ผู้อำนวยการ',
      F_DOC_SPEED_ID: '3',
      F_DOC_SECRET_ID: '2',
      F_SENDER_TYPE_ID: '2',
      F_DEPT_ID: String(DEPT.dept_id),
    });
    const uploads = server.requests.filter((r) => r.file);
    expect(uploads).toHaveLength(1);
    expect(Object.fromEntries(uploads[0]!.form)).toEqual({ F_DOC_ID: String(DOC_ID), FILE_NAME: 'scan.pdf' });
    expect(uploads[0]!.file!.size).toBe(64);
    expect(server.sentTo(ROUTES.documentAction.path).map((body) => Object.fromEntries(body))).toEqual([{ ACTION: 'receive', F_TRANS_ID: String(DRAFT) }]);

    await user.click(screen.getByTestId('incoming-open'));
    expect(onOpen).toHaveBeenCalledWith({ documentId: DOC_ID, transId: DRAFT, type: 'viewDocument', role: 'dashboard' });
    await user.click(screen.getByTestId('incoming-next'));
    expect((await screen.findByTestId('incoming-subject')).getAttribute('value') ?? '').toBe('');
  });

  it('refuses an oversize file and an .exe at once, in Thai, and never sends them', async () => {
    // The accept list of the input is bypassed, as a drop does.
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await fillForm(user);
    const huge = pdf('huge.pdf');
    Object.defineProperty(huge, 'size', { value: MAX_ATTACHMENT_BYTES + 1 });
    await user.upload(screen.getByTestId('incoming-file-input'), [huge, pdf('setup.exe'), pdf('ok.pdf')]);
    const rows = screen.getAllByTestId('incoming-file');
    expect(rows.map((row) => row.dataset.status)).toEqual(['refused', 'refused', 'waiting']);
    expect(within(rows[0]!).getByTestId('incoming-file-reason').textContent).toBe('ไฟล์ใหญ่เกิน 20 MB');
    expect(within(rows[1]!).getByTestId('incoming-file-reason').textContent).toContain('ไม่รับไฟล์ชนิดนี้');

    await user.click(screen.getByTestId('incoming-submit'));
    await screen.findByTestId('incoming-stamp');
    expect(server.requests.filter((r) => r.file).map((r) => r.form.get('FILE_NAME'))).toEqual(['ok.pdf']);
  });

  it('sends nothing while required fields are empty, and names them', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByTestId('incoming-submit'));
    expect(screen.getAllByText('กรุณากรอกข้อมูลนี้').length).toBeGreaterThanOrEqual(5);
    expect(server.sentTo(ROUTES.createDocument.path)).toHaveLength(0);
  });

  it('tells a person who keeps no register that they cannot register letters', () => {
    renderForm([]);
    expect(screen.getByTestId('incoming-no-departments').textContent).toContain('ไม่ได้เป็นเจ้าหน้าที่ทะเบียน');
  });
});
