// @vitest-environment jsdom
/**
 * The 'received same' path as the dashboard runs it (useDocumentOpener and DashboardDocuments):
 * a clerk receives a letter, the modal closes and reopens it, and the reopened modal must offer
 * what the server allows now. The stand-in server keeps the step's state and refuses (409) an
 * action its state does not allow, as the real one does.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentDetail, DocumentStep } from '../../engine/api/document-calls';
import { ROUTES } from '../../engine/api/routes';
import type { DocumentTarget } from '../../engine/portal/document-target';
import { DashboardDocuments } from '../dashboard/DashboardDocuments';
import { useDocumentOpener } from '../dashboard/use-document-opener';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';

const ACTION_PATH = ROUTES.documentAction.path;
const TARGET: DocumentTarget = { documentId: 9, transId: 71, type: 'viewDocument', role: 'unreceived' };

// What the server allows per step state (server/modules/correspondence/letters/state-machine.ts).
const ALLOWED: Record<string, string[]> = {
  unreceived: ['receive', 'sendBack', 'follow'],
  in_hand: ['present', 'send', 'assign', 'cancelReceive', 'sendBack', 'follow', 'close'],
  returned: [],
};
const NEXT_STATE: Record<string, string> = { receive: 'in_hand', sendBack: 'returned' };

function letter(state: string): DocumentDetail {
  return {
    F_DOC_ID: TARGET.documentId,
    F_DOC_NO: 'ทส 0001/2569',
    F_DOC_DATE: '2026-03-02',
    F_DOC_TITLE: 'ขอเชิญประชุมคณะทำงาน',
    F_DEAR: 'ผู้อำนวยการ',
    F_DOC_ID_ENCODE: 'dGVzdC1kb2N1bWVudC10b2tlbg',
    F_RECEIVER_TEXT: null,
    F_FROM_TEXT: 'กองกลาง',
    F_DOC_TYPE_ID: 1,
    F_DOC_TYPE_NAME: 'หนังสือภายนอก',
    F_BOOK_GROUP: null,
    F_BOOK_GROUP_NAME: null,
    F_DOC_SPEED_ID: 1,
    F_DOC_SPEED_NAME: 'ปกติ',
    F_DOC_SECRET_ID: 1,
    F_DOC_SECRET_NAME: 'ปกติ',
    F_COLOR: '#9e9e9e',
    F_SENDER_TYPE_ID: null,
    F_SENDER_TYPE_NAME: null,
    F_DEPT_ID: 1000000,
    F_DEPT_NAME: 'กองกลาง',
    F_IS_USE_DOC_NO_OWNER_DEPT: 0,
    F_NO_MEET: null,
    F_DOC_COMMAND: null,
    F_DOC_COMMAND_NAME_UNDER: null,
    F_CATEGORY_ID: null,
    F_CATEGORY_NAME: null,
    F_COMMAND_TYPE_ID: null,
    F_COMMAND_TYPE_NAME: null,
    F_CREATED_AT: '2026-03-02T03:00:00.000Z',
    LETTER: { FORM: 'external', VERSION: null, CAN_WRITE: false, SIGNATURES: 0 },
    attachments: [],
    history: [],
    registers: [],
    actions: [{ F_TRANS_ID: TARGET.transId!, ACTIONS: ALLOWED[state] as DocumentDetail['actions'][number]['ACTIONS'] }],
    ...overrides,
  };
}

/** What a test adds to the letter the fake server answers. */
let overrides: Partial<DocumentDetail> = {};

let setup: TenantSetup;
let server: FakeServer;
let state: string;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  state = 'unreceived';
  overrides = {};
  server = fakeServer({
    [ROUTES.updateReadPortal.path]: () => ok({ item: { F_DOC_ID: TARGET.documentId, READ_STEPS: 1 } }),
    [ROUTES.getDocument.path]: () => ok({ item: letter(state) }),
    [ACTION_PATH]: (form) => {
      const action = form.get('ACTION') ?? '';
      if (!ALLOWED[state]!.includes(action)) return { status: 409, body: { status: 'error', message: `ไม่สามารถดำเนินการ ${action} ได้ในสถานะ ${state}` } };
      state = NEXT_STATE[action] ?? state;
      return ok({
        item: {
          F_DOC_ID: TARGET.documentId,
          F_TRANS_ID: TARGET.transId,
          STATE: state,
          NEW_TRANS_IDS: [],
          RECEIVE_NO: 1,
          F_DOC_NO: null,
          DONE_AT: '2026-11-24T03:00:00.000Z',
        },
      });
    },
  });
});
afterEach(cleanup);

function Dashboard() {
  const opener = useDocumentOpener();
  return (
    <>
      <button type="button" onClick={() => void opener.open(TARGET)}>
        open
      </button>
      <DashboardDocuments opener={opener} />
    </>
  );
}

const form = () => screen.getByTestId('document-action-form');
const documentLoads = () => server.sentTo(ROUTES.getDocument.path).length;

describe('the letter reopened after a receive', () => {
  it('offers the actions of the received step, never ลงรับ again, so nothing the server refuses is sent', async () => {
    const user = userEvent.setup();
    renderWithTenant(<Dashboard />, setup, { api: server.api });
    await user.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(form().dataset.action).toBe('receive'));
    await user.click(screen.getByTestId('document-submit'));

    // Closed after the receive, reopened 500 ms later, loaded again with the in_hand list.
    await waitFor(() => expect(documentLoads()).toBe(2), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByTestId('document-action-receive')).toBeNull());
    expect(form().dataset.action).toBe('sendBack');
    expect(screen.getByTestId('document-submit').textContent).toBe('ส่งคืนหนังสือ');

    await user.click(screen.getByTestId('document-submit'));
    expect(await screen.findByText('กรุณาระบุเหตุผลการส่งคืน')).toBeTruthy();
    await user.type(screen.getByTestId('document-reason'), 'ไม่ใช่หนังสือของหน่วยงาน');
    await user.click(screen.getByTestId('document-submit'));

    await waitFor(() => expect(state).toBe('returned'));
    expect(server.sentTo(ACTION_PATH).map((body) => body.get('ACTION'))).toEqual(['receive', 'sendBack']);
    expect(screen.queryByTestId('document-server-error')).toBeNull();
  });
});

describe('what the letter was filed, assigned and signed with', () => {
  const step = (over: Partial<DocumentStep>): DocumentStep => ({
    F_TRANS_ID: 1,
    F_PARENT_TRANS_ID: null,
    KIND: 'assign',
    KIND_NAME: 'มอบหมาย',
    STATE: 'assigned',
    STATE_NAME: 'มอบหมายแล้ว',
    FROM_PERSON_ID: 5,
    FROM_PERSON_NAME: 'สมชาย ใจดี',
    FROM_DEPT_ID: 1,
    FROM_DEPT_NAME: 'กองกลาง',
    TO_PERSON_ID: 6,
    TO_PERSON_NAME: 'สมหญิง ขยัน',
    TO_DEPT_ID: 1,
    TO_DEPT_NAME: 'กองกลาง',
    NOTE: null,
    F_COM_DESC: null,
    DUE_DATE: null,
    F_JOB_TYPE_ID: null,
    F_JOB_TYPE_NAME: null,
    F_SIGN_TYPE_ID: null,
    F_SIGN_TYPE_NAME: null,
    SIGN_LINES: [],
    F_IS_BEHALF: 1,
    READ_AT: null,
    RECEIVE_NO: null,
    RECEIVED_AT: null,
    F_CANCEL_RECEIVED: 0,
    ACTION: null,
    ACTION_NOTE: null,
    ACTED_BY_NAME: null,
    ACTED_ON_BEHALF_OF: null,
    ACTED_AT: null,
    CREATED_AT: '2026-03-02T03:00:00.000Z',
    ...over,
  });

  it('shows the category, the command kind, the assignment kind and the signature lines', async () => {
    const user = userEvent.setup();
    overrides = {
      F_CATEGORY_ID: 2,
      F_CATEGORY_NAME: 'การเงินและงบประมาณ',
      F_COMMAND_TYPE_ID: 1,
      F_COMMAND_TYPE_NAME: 'คำสั่งแต่งตั้ง',
      history: [
        step({ F_TRANS_ID: 1, F_JOB_TYPE_ID: 3, F_JOB_TYPE_NAME: 'เพื่อพิจารณา' }),
        step({
          F_TRANS_ID: 2,
          KIND: 'sign',
          STATE: 'done',
          F_SIGN_TYPE_ID: 2,
          F_SIGN_TYPE_NAME: 'ปฏิบัติราชการแทน',
          SIGN_LINES: ['ปฏิบัติราชการแทน', 'ปลัดกระทรวง'],
          ACTION: 'sign',
          ACTED_BY_NAME: 'ผู้บริหาร ทดสอบ',
          ACTED_AT: '2026-03-03T03:00:00.000Z',
        }),
      ],
    };
    renderWithTenant(<Dashboard />, setup, { api: server.api });
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect((await screen.findByTestId('document-category')).textContent).toBe('การเงินและงบประมาณ');
    expect(screen.getByTestId('document-command-type').textContent).toBe('คำสั่งแต่งตั้ง');
    expect(screen.getByTestId('document-history-job-type').textContent).toBe('ประเภทงาน: เพื่อพิจารณา');
    const signature = screen.getByTestId('document-history-sign-type');
    expect(signature.textContent).toContain('ประเภทการลงนาม: ปฏิบัติราชการแทน');
    expect([...signature.querySelectorAll('p')].slice(1).map((p) => p.textContent)).toEqual(['ปฏิบัติราชการแทน', 'ปลัดกระทรวง']);
  });

  it('leaves them out when the letter has none', async () => {
    const user = userEvent.setup();
    renderWithTenant(<Dashboard />, setup, { api: server.api });
    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByTestId('document-subject');
    expect(screen.queryByTestId('document-category')).toBeNull();
    expect(screen.queryByTestId('document-command-type')).toBeNull();
  });
});
