// @vitest-environment jsdom
/**
 * The destruction lists page over a stand-in server: a registry clerk draws a department's list
 * and lands on it; a committee member keeps a letter only with a reason; the chair closes the
 * review only when the server allows it, and only after confirming that the files go for good;
 * and a refusal shows the server's own Thai words.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { listTenantCodes } from '../../server/tenants/load';
import { fakeServer, ok, type Answer, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import type { DestructionItem, DestructionListDetail, DestructionListHead } from './destruction-queries';
import { WorkspaceDestruction } from './WorkspaceDestruction';

const LIST_ID = 41;
const CHAIR = 7;
const MEMBER = 8;
const OTHER_MEMBER = 9;

const head = (state: DestructionListHead['STATE'], role: DestructionListHead['MY_ROLE']): DestructionListHead => ({
  LIST_ID,
  F_DEPT_ID: 1000001,
  DEPT_NAME: 'กองกลาง',
  YEAR: 2570,
  LIST_NO: 1,
  LIST_NAME: '1/2570',
  STATE: state,
  ITEM_COUNT: 2,
  DESTROYED_COUNT: 0,
  DRAWN_AT: '2027-01-05T03:00:00.000Z',
  CLOSED_AT: null,
  MY_ROLE: role,
});

const item = (order: number, title: string, votes: DestructionItem['VOTES'] = []): DestructionItem => ({
  ITEM_ID: 500 + order,
  ORDER: order,
  F_DOC_ID: order * 10,
  F_DOC_NO: `ศธ 0001/${order}`,
  F_DOC_DATE: '2015-03-02',
  F_DOC_TITLE: title,
  DEPT_NAME: 'กองกลาง',
  FILED_YEAR: 2558,
  RETENTION_YEARS: 10,
  DESTROY_YEAR: 2569,
  VOTES: votes,
  OUTCOME: null,
});

const detail = (
  state: DestructionListHead['STATE'],
  role: DestructionListHead['MY_ROLE'],
  may: Partial<DestructionListDetail> = {},
): DestructionListDetail => ({
  HEAD: head(state, role),
  // The server names the reader: the chair when the list is the chair's, else a member.
  READER_ID: role === 'chair' ? CHAIR : MEMBER,
  COMMITTEE: [
    { PERSON_ID: CHAIR, NAME: 'นายประธาน ใจดี', POSITION: 'ผู้อำนวยการกอง', ROLE: 'chair', UNDECIDED: 0 },
    { PERSON_ID: MEMBER, NAME: 'นางกรรมการ หนึ่ง', POSITION: null, ROLE: 'member', UNDECIDED: 1 },
    { PERSON_ID: OTHER_MEMBER, NAME: 'นายกรรมการ สอง', POSITION: null, ROLE: 'member', UNDECIDED: 0 },
  ],
  ITEMS: [
    item(1, 'ขอเชิญประชุมคณะทำงาน', [{ PERSON_ID: OTHER_MEMBER, DECISION: 'destroy', REASON: null }]),
    item(2, 'สัญญาเช่าอาคาร', [
      { PERSON_ID: MEMBER, DECISION: 'destroy', REASON: null },
      { PERSON_ID: OTHER_MEMBER, DECISION: 'keep', REASON: 'ใช้อ้างอิงคดีความ' },
    ]),
  ],
  MAY_SUBMIT: false,
  MAY_VOTE: false,
  MAY_CLOSE: false,
  ...may,
});

const refused = (status: number, message: string): Answer => ({ status, body: { status: 'error', message } });

let setup: TenantSetup;
let server: FakeServer;
// What the stand-in server answers; each test sets what it needs.
let departments: { dept_id: number; text: string; DUE: number }[];
let lists: DestructionListHead[];
let opened: DestructionListDetail;
let drawAnswer: () => Answer;

beforeEach(async () => {
  setup = await tenantSetup((await listTenantCodes())[0]!);
  departments = [];
  lists = [];
  opened = detail('draft', 'registry', { MAY_SUBMIT: true });
  drawAnswer = () => ok({ message: 'จัดทำบัญชีหนังสือขอทำลายที่ 1/2570 แล้ว (2 รายการ)', LIST_ID, LIST_NAME: '1/2570', ITEM_COUNT: 2 });
  server = fakeServer({
    [ROUTES.destructionLists.path]: () => ok({ message: '', items: lists, DEPARTMENTS: departments }),
    [ROUTES.destructionList.path]: () => ok({ message: '', item: opened }),
    [ROUTES.destructionDraw.path]: () => drawAnswer(),
    [ROUTES.destructionVote.path]: () => ok({ message: 'บันทึกผลการพิจารณาแล้ว' }),
    [ROUTES.destructionClose.path]: () => ok({ message: 'ปิดการพิจารณาแล้ว ทำลายหนังสือ 1 รายการ เก็บไว้ 1 รายการ', DESTROYED: 1, KEPT: 1 }),
  });
});
afterEach(cleanup);

const render = () => renderWithTenant(<WorkspaceDestruction />, setup, { api: server.api });
const form = (path: string, index = 0) => Object.fromEntries(server.sentTo(path)[index]!);

async function openList(user: ReturnType<typeof userEvent.setup>) {
  render();
  await user.click(await screen.findByRole('button', { name: 'เปิดบัญชีที่ 1/2570' }));
  return screen.findByTestId('destruction-item-1');
}

describe('WorkspaceDestruction', () => {
  it('offers to draw the list of a department with letters due, and opens the list it drew', async () => {
    const user = userEvent.setup();
    departments = [
      { dept_id: 1000001, text: 'กองกลาง', DUE: 3 },
      { dept_id: 1000002, text: 'กองคลัง', DUE: 0 },
    ];
    render();
    const due = await screen.findByTestId('destruction-due-1000001');
    expect(due.textContent).toContain('กองกลาง — ครบกำหนดทำลาย 3 รายการ');
    const nothingDue = within(screen.getByTestId('destruction-due-1000002')).getByRole('button', { name: 'จัดทำบัญชีหนังสือขอทำลาย' });
    expect((nothingDue as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('destruction-no-lists')).toBeTruthy();

    lists = [head('draft', 'registry')];
    await user.click(within(due).getByRole('button', { name: 'จัดทำบัญชีหนังสือขอทำลาย' }));
    await waitFor(() => expect(server.sentTo(ROUTES.destructionDraw.path)).toHaveLength(1));
    expect(form(ROUTES.destructionDraw.path)).toEqual({ F_DEPT_ID: '1000001' });
    expect(await screen.findByRole('heading', { name: 'บัญชีหนังสือขอทำลายที่ 1/2570' })).toBeTruthy();
    expect(form(ROUTES.destructionList.path)).toEqual({ LIST_ID: String(LIST_ID) });
    expect(screen.getByTestId('destruction-notice').textContent).toBe('จัดทำบัญชีหนังสือขอทำลายที่ 1/2570 แล้ว (2 รายการ)');
    expect(screen.getByRole('button', { name: 'ส่งให้คณะกรรมการพิจารณา' })).toBeTruthy();
    // A draft is not under review: nobody votes on it yet.
    expect(screen.queryByRole('button', { name: 'อนุมัติให้ทำลาย' })).toBeNull();
  });

  it("shows a member the list under review with the form's columns, and keeps a letter only with a reason", async () => {
    const user = userEvent.setup();
    lists = [head('review', 'member')];
    opened = detail('review', 'member', { MAY_VOTE: true });
    const first = await openList(user);
    for (const header of ['ลำดับที่', 'ที่ / ลงวันที่', 'เรื่อง / หน่วยงานที่เก็บ', 'อายุการเก็บ / ทำลายได้ในปี', 'การพิจารณา', 'หมายเหตุ']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(first).getByText('2 มี.ค. 2558')).toBeTruthy();
    expect(within(first).getByText('10 ปี')).toBeTruthy();
    expect(within(first).getByTestId('destruction-decision').textContent).toBe('ยังไม่ได้พิจารณา');
    const second = screen.getByTestId('destruction-item-2');
    expect(within(second).getByTestId('destruction-decision').textContent).toBe('ทำลาย');
    expect(within(second).getByText('นายกรรมการ สอง: ใช้อ้างอิงคดีความ')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'อนุมัติให้ทำลาย' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'อนุมัติให้ทำลายทุกรายการที่ยังไม่ได้พิจารณา' })).toBeTruthy();
    // The chair's step is not a member's.
    expect(screen.queryByRole('button', { name: 'ปิดการพิจารณาและทำลายหนังสือ' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'ให้เก็บไว้' }));
    const dialog = await screen.findByTestId('destruction-keep-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(within(dialog).getByText('กรุณาระบุเหตุผลที่ให้เก็บหนังสือไว้')).toBeTruthy();
    expect(server.sentTo(ROUTES.destructionVote.path)).toHaveLength(0);

    await user.type(within(dialog).getByTestId('destruction-keep-reason'), 'ยังใช้ประกอบการเบิกจ่าย');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(server.sentTo(ROUTES.destructionVote.path)).toHaveLength(1));
    expect(form(ROUTES.destructionVote.path)).toEqual({ LIST_ID: String(LIST_ID), ITEM_ID: '501', DECISION: 'keep', REASON: 'ยังใช้ประกอบการเบิกจ่าย' });
    await waitFor(() => expect(screen.queryByTestId('destruction-keep-dialog')).toBeNull());
    expect(screen.getByTestId('destruction-notice').textContent).toBe('บันทึกผลการพิจารณาแล้ว');
  });

  it('approves every undecided item at once, sending no item', async () => {
    const user = userEvent.setup();
    lists = [head('review', 'member')];
    opened = detail('review', 'member', { MAY_VOTE: true });
    await openList(user);
    await user.click(screen.getByRole('button', { name: 'อนุมัติให้ทำลายทุกรายการที่ยังไม่ได้พิจารณา' }));
    await waitFor(() => expect(server.sentTo(ROUTES.destructionVote.path)).toHaveLength(1));
    expect(form(ROUTES.destructionVote.path)).toEqual({ LIST_ID: String(LIST_ID), DECISION: 'destroy' });
  });

  it("keeps the chair's close button disabled until every member decided every item", async () => {
    const user = userEvent.setup();
    lists = [head('review', 'chair')];
    opened = detail('review', 'chair', { MAY_VOTE: true, MAY_CLOSE: false });
    await openList(user);
    const close = screen.getByRole('button', { name: 'ปิดการพิจารณาและทำลายหนังสือ' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    // The chair comes first in the committee, and the member still deciding says how much is left.
    const members = within(screen.getByTestId('destruction-committee')).getAllByRole('listitem');
    expect(members[0]!.textContent).toContain('นายประธาน ใจดี');
    expect(members[1]!.textContent).toContain('ยังไม่ได้พิจารณา 1 รายการ');
  });

  it('asks the chair to confirm that the files go for good before closing the review', async () => {
    const user = userEvent.setup();
    lists = [head('review', 'chair')];
    opened = detail('review', 'chair', { MAY_VOTE: true, MAY_CLOSE: true });
    await openList(user);
    await user.click(screen.getByRole('button', { name: 'ปิดการพิจารณาและทำลายหนังสือ' }));
    const dialog = await screen.findByTestId('destruction-close-dialog');
    expect(dialog.textContent).toContain('ไม่สามารถนำกลับคืนมาได้');
    expect(server.sentTo(ROUTES.destructionClose.path)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการทำลาย' }));
    await waitFor(() => expect(server.sentTo(ROUTES.destructionClose.path)).toHaveLength(1));
    expect(form(ROUTES.destructionClose.path)).toEqual({ LIST_ID: String(LIST_ID) });
    expect((await screen.findByTestId('destruction-notice')).textContent).toBe('ปิดการพิจารณาแล้ว ทำลายหนังสือ 1 รายการ เก็บไว้ 1 รายการ');
  });

  it("shows the server's Thai words when it refuses", async () => {
    const user = userEvent.setup();
    const refusal = 'หน่วยงานนี้มีบัญชีหนังสือขอทำลายที่ยังไม่ปิดการพิจารณาอยู่แล้ว (บัญชีที่ 1/2570) กรุณาดำเนินการบัญชีนั้นให้เสร็จก่อน';
    departments = [{ dept_id: 1000001, text: 'กองกลาง', DUE: 3 }];
    drawAnswer = () => refused(409, refusal);
    render();
    await user.click(await screen.findByRole('button', { name: 'จัดทำบัญชีหนังสือขอทำลาย' }));
    expect((await screen.findByTestId('destruction-refusal')).textContent).toBe(refusal);
    // The page stays where it was: no list was drawn, so none opens.
    expect(screen.queryByTestId('destruction-list')).toBeNull();
  });

  it('tells a person who keeps no register and sits on no committee that there is nothing here', async () => {
    render();
    expect((await screen.findByTestId('destruction-none')).textContent).toContain('ไม่ได้เป็นกรรมการทำลายหนังสือ');
  });
});
