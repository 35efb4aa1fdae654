// @vitest-environment jsdom
/**
 * The action panel of the document modal, rendered with the DEV tenant's theme and Thai
 * strings over a stand-in server: the choice always follows the server's list of allowed
 * actions, required fields are checked (in Thai) before anything is sent, and a refusal is
 * shown with the typed text kept. Signing asks for the one-time code first and sends the action
 * with the code's grant (and the PDF attachments ticked to sign with it) as soon as the code is
 * confirmed.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentCalls, type DocumentAttachment } from '../../engine/api/document-calls';
import { ROUTES } from '../../engine/api/routes';
import type { DocumentAction } from '../../engine/documents/actions';
import { availableActions, type Recipient } from '../../engine/documents/document-actions';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { ActionPanel } from './ActionPanel';

const ACTION_PATH = ROUTES.documentAction.path;
const TRANS_ID = 71;
const SELF = 4;

const person = (id: number, first: string, roles: string[]): Recipient => ({
  F_PERSON_ID: id,
  F_FIRST_NAME: first,
  F_LAST_NAME: 'ทดสอบ',
  F_POSITION_NAME: null,
  F_DEPT_ID: null,
  F_DEPT_NAME: null,
  ROLES: roles,
  IS_HEAD: false,
});
const PEOPLE = [person(2, 'ผู้อำนวยการ', ['executive']), person(3, 'เจ้าหน้าที่', []), person(SELF, 'ตัวเอง', ['executive'])];

// The server's lists for the step states the tests use (server/modules/correspondence/letters/state-machine.ts).
const UNRECEIVED = ['receive', 'sendBack', 'follow'];
const IN_HAND = ['present', 'send', 'assign', 'cancelReceive', 'sendBack', 'follow', 'close'];
const PRESENTED = ['consider', 'command', 'assign', 'present', 'sendBack', 'follow'];

// The assignment and signing kinds the settings pages offer (active ones only, as get-lookups answers).
const LOOKUPS = {
  docTypes: [],
  bookGroups: [],
  speeds: [],
  secrets: [],
  senderTypes: [],
  categories: [],
  commandTypes: [],
  jobTypes: [
    { F_JOB_TYPE_ID: 1, NAME: 'เพื่อดำเนินการ', NAME_ENG: 'For action' },
    { F_JOB_TYPE_ID: 7, NAME: 'เพื่อจัดทำร่างตอบ', NAME_ENG: '' },
  ],
  signTypes: [{ F_SIGN_TYPE_ID: 2, NAME: 'ปฏิบัติราชการแทน', NAME_ENG: 'On behalf of' }],
  sendFrom: [],
  sendTo: [],
};

let setup: TenantSetup;
let server: FakeServer;
let done: DocumentAction[];

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  server = fakeServer({
    [ROUTES.getRecipients.path]: () => ok({ item: { people: PEOPLE } }),
    [ROUTES.getLookups.path]: () => ok({ item: LOOKUPS }),
    [ACTION_PATH]: () =>
      ok({
        item: { F_DOC_ID: 9, F_TRANS_ID: TRANS_ID, STATE: 'done', NEW_TRANS_IDS: [], RECEIVE_NO: null, F_DOC_NO: null, DONE_AT: '2026-11-24T03:00:00.000Z' },
      }),
  });
  done = [];
});
afterEach(cleanup);

function panel(actions: DocumentAction[], attachments: DocumentAttachment[] = []) {
  return (
    <ActionPanel
      calls={documentCalls(server.api)}
      type="assignPresentDocument"
      transId={TRANS_ID}
      actions={actions}
      selfId={SELF}
      attachments={attachments}
      onBusy={() => {}}
      onDone={(action) => done.push(action)}
    />
  );
}

const form = () => screen.getByTestId('document-action-form');
const submitButton = () => screen.getByTestId('document-submit');
const sentActions = () => server.sentTo(ACTION_PATH).map((body) => body.get('ACTION'));

describe('the action panel follows the server’s list of allowed actions', () => {
  it('moves off an action the new list no longer has (the letter reopened after ลงรับ) and sends only what the list allows', async () => {
    const user = userEvent.setup();
    const view = renderWithTenant(panel(availableActions('viewDocument', UNRECEIVED)), setup, { api: server.api });
    expect(screen.getByTestId('document-action-receive').getAttribute('aria-pressed')).toBe('true');

    // Received: the server now allows on this step only what viewDocument offers of in_hand.
    view.rerender(panel(availableActions('viewDocument', IN_HAND)));
    expect(form().dataset.action).toBe('sendBack');
    expect(submitButton().textContent).toBe('ส่งคืนหนังสือ');
    expect(screen.queryByTestId('document-action-receive')).toBeNull();

    await user.click(submitButton());
    expect(await screen.findByText('กรุณาระบุเหตุผลการส่งคืน')).toBeTruthy();
    await user.type(screen.getByTestId('document-reason'), 'ส่งผิดหน่วยงาน');
    await user.click(submitButton());

    await waitFor(() => expect(done).toEqual(['sendBack']));
    expect(sentActions()).toEqual(['sendBack']);
    expect(Object.fromEntries(server.sentTo(ACTION_PATH)[0]!)).toEqual({ F_TRANS_ID: String(TRANS_ID), ACTION: 'sendBack', NOTE: 'ส่งผิดหน่วยงาน' });
  });

  it('keeps the person’s choice while the new list still allows it', async () => {
    const user = userEvent.setup();
    const view = renderWithTenant(panel(availableActions('recordResultConsiderationDocument', PRESENTED)), setup, { api: server.api });
    await user.click(screen.getByTestId('document-action-command'));
    expect(form().dataset.action).toBe('command');

    view.rerender(
      panel(
        availableActions(
          'recordResultConsiderationDocument',
          PRESENTED.filter((a) => a !== 'consider'),
        ),
      ),
    );
    expect(form().dataset.action).toBe('command');
    expect(screen.getByTestId('document-action-command').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('required fields are checked before anything is sent', () => {
  it('names each missing field in Thai and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithTenant(panel(availableActions('recordResultConsiderationDocument', PRESENTED)), setup, { api: server.api });
    const expected: [DocumentAction, string][] = [
      ['consider', 'กรุณาระบุผลการพิจารณา'],
      ['command', 'กรุณาระบุข้อความเกษียน/สั่งการ'],
      ['assign', 'กรุณาเลือกผู้รับ'],
      ['present', 'กรุณาเลือกผู้รับ'],
      ['sendBack', 'กรุณาระบุเหตุผลการส่งคืน'],
    ];
    for (const [action, message] of expected) {
      await user.click(screen.getByTestId(`document-action-${action}`));
      expect(form().dataset.action).toBe(action);
      await user.click(submitButton());
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(server.sentTo(ACTION_PATH)).toEqual([]);
    expect(done).toEqual([]);
  });

  it('moves the focus to the first field to correct and drops its message once it is filled', async () => {
    const user = userEvent.setup();
    renderWithTenant(panel(['consider']), setup, { api: server.api });
    await user.click(submitButton());
    const result = screen.getByTestId('document-result');
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(result.getAttribute('aria-invalid')).toBe('true');

    await user.type(result, 'เห็นชอบตามเสนอ');
    expect(screen.queryByText('กรุณาระบุผลการพิจารณา')).toBeNull();
    await user.click(submitButton());
    await waitFor(() => expect(done).toEqual(['consider']));
    expect(server.sentTo(ACTION_PATH)[0]?.get('RESULT')).toBe('เห็นชอบตามเสนอ');
  });

  it('offers only executives, never the reader, when presenting for consideration, and sends the one chosen', async () => {
    const user = userEvent.setup();
    renderWithTenant(panel(['present']), setup, { api: server.api });
    await user.click(screen.getByRole('combobox', { name: /ผู้บริหารที่เสนอ/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['ผู้อำนวยการ ทดสอบ']);
    await user.click(options[0]!);
    await user.click(submitButton());

    await waitFor(() => expect(done).toEqual(['present']));
    const body = server.sentTo(ACTION_PATH)[0]!;
    expect([body.get('ACTION'), body.get('PURPOSE'), body.getAll('TO_PERSON_IDS')]).toEqual(['present', 'consider', ['2']]);
  });
});

describe('the kinds kept on the settings pages', () => {
  it('assign offers the assignment kinds (with "not specified" first) and sends the one chosen', async () => {
    const user = userEvent.setup();
    renderWithTenant(panel(['assign']), setup, { api: server.api });
    await user.click(screen.getByRole('combobox', { name: /ผู้รับ/ }));
    await user.click((await screen.findAllByRole('option')).find((o) => o.textContent?.startsWith('เจ้าหน้าที่'))!);
    await user.click(screen.getByRole('combobox', { name: /ประเภทงานที่มอบหมาย/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['ไม่ระบุ', 'เพื่อดำเนินการ', 'เพื่อจัดทำร่างตอบ']);
    await user.click(options[2]!);
    await user.click(submitButton());

    await waitFor(() => expect(done).toEqual(['assign']));
    const body = server.sentTo(ACTION_PATH)[0]!;
    expect([body.getAll('TO_PERSON_IDS'), body.get('F_JOB_TYPE_ID')]).toEqual([['3'], '7']);
  });

  it('sign offers the signing kinds and sends the one chosen', async () => {
    const user = userEvent.setup();
    renderWithTenant(panel(['sign']), setup, { api: server.api });
    await user.click(screen.getByRole('combobox', { name: /ประเภทการลงนาม/ }));
    await user.click(await screen.findByRole('option', { name: 'ปฏิบัติราชการแทน' }));
    await user.click(submitButton());
    await waitFor(() => expect(done).toEqual(['sign']));
    expect(Object.fromEntries(server.sentTo(ACTION_PATH)[0]!)).toEqual({ F_TRANS_ID: String(TRANS_ID), ACTION: 'sign', F_SIGN_TYPE_ID: '2' });
  });
});

describe('a refusal from the server', () => {
  it('shows the server’s Thai message, keeps the dialog’s input and does not report the action done', async () => {
    const refusal = 'ไม่สามารถส่งคืนหนังสือได้ เนื่องจากหนังสืออยู่ในสถานะ "ปิดเรื่อง"';
    server = fakeServer({ [ACTION_PATH]: () => ({ status: 409, body: { status: 'error', message: refusal } }) });
    const user = userEvent.setup();
    renderWithTenant(panel(['sendBack']), setup, { api: server.api });
    await user.type(screen.getByTestId('document-reason'), 'ข้อมูลไม่ครบ');
    await user.click(submitButton());

    expect((await screen.findByTestId('document-server-error')).textContent).toContain(refusal);
    expect((screen.getByTestId('document-reason') as HTMLTextAreaElement).value).toBe('ข้อมูลไม่ครบ');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(done).toEqual([]);
  });
});

describe('signing electronically', () => {
  it('sends nothing without a confirmed one-time code, then signs at once with the grant the code gave', async () => {
    const user = userEvent.setup();
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
    server = fakeServer({
      [ROUTES.signingCodeRequest.path]: () =>
        ok({
          message: 'ส่งรหัสยืนยันไปที่อีเมล d***@agency.go.th แล้ว รหัสใช้ได้ 5 นาที',
          item: { EXPIRES_AT: later(300), RESEND_AT: later(30), SERVER_TIME: later(0), ATTEMPTS_LEFT: 5, SENT_TO: 'd***@agency.go.th', CHANNELS: ['email'] },
        }),
      [ROUTES.signingCodeConfirm.path]: (body) =>
        body.get('CODE') === '135790'
          ? ok({ item: { GRANT: 'single-use-grant', EXPIRES_AT: later(120) } })
          : { status: 400, body: { status: 'error', message: 'รหัสยืนยันไม่ถูกต้อง' } },
      [ACTION_PATH]: () =>
        ok({ item: { F_DOC_ID: 9, F_TRANS_ID: TRANS_ID, STATE: 'done', NEW_TRANS_IDS: [81], RECEIVE_NO: null, F_DOC_NO: 'ตย 0001/12', DONE_AT: later(0) } }),
    });
    const file = (id: number, name: string, type: string): DocumentAttachment => ({
      ATTACH_ID: id,
      F_DOC_ID: 9,
      FILE_NAME: name,
      CONTENT_TYPE: type,
      SIZE: 1024,
      SHA256: 'a'.repeat(64),
      UPLOADED_AT: later(0),
      URL: `/api/sarabun/attachments/${id}`,
      SIGNATURES: 0,
    });
    const attachments = [
      file(5, 'ตาราง.pdf', 'application/pdf'),
      file(6, 'บันทึก.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ];
    renderWithTenant(panel(['signElectronic'], attachments), setup, { api: server.api });
    expect(form().dataset.action).toBe('signElectronic');
    // Only the PDF may be signed with the letter; it is signed only when ticked.
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['ตาราง.pdf']);
    await user.click(screen.getByRole('checkbox', { name: 'ตาราง.pdf' }));

    await user.click(submitButton());
    expect(await screen.findByText('กรุณายืนยันรหัสใช้ครั้งเดียวก่อนลงนาม')).toBeTruthy();
    expect(server.sentTo(ACTION_PATH)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'ขอรหัสยืนยันและลงนาม' }));
    await user.click(await screen.findByRole('button', { name: 'ขอรหัสยืนยัน' }));
    await screen.findByTestId('signing-code-message');
    fireEvent.change(screen.getByTestId('signing-code-input'), { target: { value: '135790' } });
    await user.click(screen.getByRole('button', { name: 'ยืนยันรหัส' }));

    await waitFor(() => expect(done).toEqual(['signElectronic']));
    expect(server.sentTo(ACTION_PATH).map((body) => Object.fromEntries(body))).toEqual([
      { F_TRANS_ID: String(TRANS_ID), ACTION: 'signElectronic', SIGN_GRANT: 'single-use-grant', SIGN_ATTACHMENT_IDS: '5' },
    ]);
  });
});
