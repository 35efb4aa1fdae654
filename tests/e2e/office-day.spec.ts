/**
 * A day in the office, in the registry workspace only: every step is done through the pages a
 * person uses (the workspace's queue pages, the new-letter and register-incoming tools, the
 * document modal and the registers), signed in as the worker's own clerk, director and officer.
 *
 * - An incoming paper letter: the clerk registers it with a PDF and presents it to the director,
 *   who writes a command; the clerk assigns it to the officer, who reports; the report comes back
 *   to the clerk, who closes the matter.
 * - An outgoing letter: the clerk drafts it and presents it for review; the officer reviews it
 *   on to the director, who signs; the clerk numbers it, cancels the number given by mistake and
 *   numbers it again, then sends it to another department, whose registry receives it.
 * - The registers show both letters with their numbers (the cancelled one marked), and the
 *   exports contain them.
 *
 * These are whole flows, so they run on two representative tenants: the flow tenant whose
 * dashboard shows the most queues and the one that shows the fewest (the workspace reaches
 * every queue on both).
 */
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ROUTES } from '../../engine/api/routes';
import { DAY_ONLY, dayTenants } from './day-tenants';
import { apiPost as post, apiSignIn, openWithSession, type ApiSession, type Json } from './api-session';
import { expect, FLOW, test } from './fixtures';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

const DAY_TENANTS = await dayTenants();

const OFFICER_NAME = 'วิภาวรรณ ศรีสุข';
const DIRECTOR_NAME = 'ประเสริฐ วงศ์ไทย';
/** Offsets of the demo world's departments from its root (server/db/seed.ts). */
const CENTRAL = 1;
const REGISTRY = 2;
const PDF = { name: 'หนังสือ.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') };

const isAction = (request: Request, action: string) =>
  request.url().endsWith(ROUTES.documentAction.path) && new URLSearchParams(request.postData() ?? '').get('ACTION') === action;

/** Chooses `action` in the open document modal (when there is a choice), sends it, and returns the server's reply. */
async function act(page: Page, action: string, fill?: () => Promise<void>): Promise<Json> {
  const modal = page.getByTestId('document-modal');
  const choice = modal.getByTestId(`document-action-${action}`);
  if (await choice.isVisible()) await choice.click();
  await expect(modal.getByTestId('document-action-form')).toHaveAttribute('data-action', action);
  await fill?.();
  const reply = page.waitForResponse((r) => isAction(r.request(), action));
  await modal.getByTestId('document-submit').click();
  const json = (await (await reply).json()) as Json;
  expect(json.status, json.message).toBe('success');
  return json;
}

/** Opens the workspace page of `queue` as `session`, finds the letter by its marker and opens it. */
async function openFromQueue(page: Page, base: string, session: ApiSession | null, queue: string, marker: string) {
  if (session) await openWithSession(page, base, session);
  await page.goto(`${base}/sarabun/queue/${queue}`);
  await expect(page.getByTestId('workspace-queue')).toBeVisible();
  await page.getByTestId('queue-search').fill(marker);
  const open = page.getByTestId('workspace-queue').locator('[data-testid^="open-document-"]');
  await expect(open).toHaveCount(1, { timeout: 15_000 });
  await open.click();
  const modal = page.getByTestId('document-modal');
  await expect(modal.getByTestId('document-subject')).toContainText(marker);
  return modal;
}

async function choosePerson(page: Page, label: RegExp, name: string, worldLabel: string) {
  await page.getByTestId('document-modal').getByRole('combobox', { name: label }).fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .filter({ hasText: worldLabel })
    .first()
    .click();
}

/** Closes the document modal, which most actions close by themselves (a receive keeps it open). */
async function closeModal(page: Page) {
  const modal = page.getByTestId('document-modal');
  const close = modal.getByTestId('document-modal-close');
  await expect(async () => {
    if (await close.isVisible()) await close.click({ timeout: 1_000 });
    await expect(modal).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function signInAll(base: string, caps: Parameters<typeof apiSignIn>[1], names: string[]): Promise<ApiSession[]> {
  const sessions: ApiSession[] = [];
  for (const name of names) sessions.push(await apiSignIn(base, caps, name));
  return sessions;
}

test(
  'an incoming paper letter: registered, commanded, assigned, reported and closed',
  { tag: FLOW },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.skip(!DAY_TENANTS.has(code), DAY_ONLY);
    test.setTimeout(240_000);
    const problems = await watchPageHealth(page);
    const [saraban, director, officer] = (await signInAll(base, caps, [people.saraban, people.director, people.officer])) as [
      ApiSession,
      ApiSession,
      ApiSession,
    ];
    const marker = `วันทำงานรับ${Date.now().toString(36)}`;
    const label = people.world.label;

    // 1. The clerk registers the paper letter with its PDF scan; the stamp gives the receive number.
    await openWithSession(page, base, saraban);
    await page.goto(`${base}/sarabun/register-incoming`);
    await page.getByTestId('incoming-dept').selectOption(String(people.world.root));
    await page.getByTestId('incoming-docType').selectOption({ index: 1 });
    await page.getByTestId('incoming-docNo').fill('ศธ 0401/777');
    await page.getByTestId('incoming-docDate').fill('2025-01-15');
    await page.getByTestId('incoming-from').fill('สำนักงานเขตพื้นที่การศึกษาทดสอบ');
    await page.getByTestId('incoming-dear').fill('ผู้อำนวยการ');
    await page.getByTestId('incoming-subject').fill(`ขอความร่วมมือ${marker}`);
    await page.getByTestId('incoming-file-input').setInputFiles(PDF);
    await page.getByTestId('incoming-submit').click();
    const stamp = page.getByTestId('incoming-stamp');
    await expect(stamp).toBeVisible({ timeout: 30_000 });
    const receiveNo = Number(await stamp.getAttribute('data-receive-no'));

    // 2. From รอดำเนินการ, presented to the director for consideration.
    await openFromQueue(page, base, null, 'waitAssign', marker);
    await act(page, 'present', () => choosePerson(page, /ผู้บริหารที่เสนอ/, DIRECTOR_NAME, label));
    await closeModal(page);

    // 3. The director writes the command.
    await openFromQueue(page, base, director, 'jobReceived', marker);
    const command = `มอบ${OFFICER_NAME}ดำเนินการและรายงานผล`;
    await act(page, 'command', () => page.getByTestId('document-command').fill(command));
    await closeModal(page);

    // 4. Back with the clerk, the command in the history: assigned to the officer.
    let modal = await openFromQueue(page, base, saraban, 'jobCommand', marker);
    await expect(modal.getByTestId('document-history')).toContainText(command);
    await act(page, 'assign', () => choosePerson(page, /ผู้รับมอบหมาย/, OFFICER_NAME, label));
    await closeModal(page);

    // 5. The officer reports the result.
    await openFromQueue(page, base, officer, 'jobReceived2', marker);
    await act(page, 'consider', () => page.getByTestId('document-result').fill('ดำเนินการแล้ว ส่งข้อมูลครบถ้วน'));
    await closeModal(page);

    // 6. The report is back in the clerk's hands: she closes the matter; it is in งานที่ปิดแล้ว.
    modal = await openFromQueue(page, base, saraban, 'waitAssign', marker);
    await expect(modal.getByTestId('document-history')).toContainText('ดำเนินการแล้ว ส่งข้อมูลครบถ้วน');
    await personShot(page, { path: `test-results/office-day/history-${code}.png` });
    await act(page, 'close', () => page.getByTestId('document-note').fill('ดำเนินการเสร็จสิ้น'));
    await closeModal(page);
    await openFromQueue(page, base, null, 'jobCompleted', marker);
    await closeModal(page);

    // 7. The receive register shows it with its number.
    const list = await post(base, 'registerList', { REGISTER: 'receive', F_DEPT_ID: people.world.root, search: marker }, saraban.token);
    expect(list.status, list.message).toBe('success');
    expect((list.items as { NUMBER: number }[]).map((entry) => entry.NUMBER)).toEqual([receiveNo]);
    expect(problems).toEqual([]);
  },
);

test(
  'an outgoing letter: drafted, reviewed, signed, numbered (a mistaken number cancelled) and received by another department',
  { tag: FLOW },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.skip(!DAY_TENANTS.has(code), DAY_ONLY);
    test.setTimeout(300_000);
    const problems = await watchPageHealth(page);
    const [saraban, director, officer] = (await signInAll(base, caps, [people.saraban, people.director, people.officer])) as [
      ApiSession,
      ApiSession,
      ApiSession,
    ];
    const marker = `วันทำงานส่ง${Date.now().toString(36)}`;
    const subject = `ขอเชิญประชุมคณะทำงาน${marker}`;
    const label = people.world.label;
    const registry = people.world.root + REGISTRY;
    const central = people.world.root + CENTRAL;

    // 1. The clerk drafts the letter with an attachment; the saved draft opens in the modal.
    await openWithSession(page, base, saraban);
    await page.goto(`${base}/sarabun/new-letter`);
    await expect(page.getByTestId('new-letter')).toBeVisible();
    await expect(page.getByTestId('incoming-docNo')).toHaveCount(0);
    await page.getByTestId('incoming-submit').click();
    await expect(page.getByTestId('new-letter').getByText('กรุณากรอกข้อมูลนี้').first()).toBeVisible();
    await page.getByTestId('incoming-docType').selectOption('2');
    await page.getByTestId('incoming-to').fill('กองกลาง');
    await page.getByTestId('incoming-dear').fill('ผู้อำนวยการกองกลาง');
    await page.getByTestId('incoming-subject').fill(subject);
    await page.getByTestId('incoming-file-input').setInputFiles(PDF);
    await personShot(page, { path: `test-results/office-day/new-letter-${code}.png` });
    await page.getByTestId('incoming-submit').click();
    await expect(page.getByTestId('draft-saved')).toBeVisible({ timeout: 30_000 });
    const modal = page.getByTestId('document-modal');
    await expect(modal.getByTestId('document-subject')).toContainText(marker);

    // 2. Presented for review to the officer.
    await act(page, 'present', async () => {
      await modal.getByRole('combobox', { name: /วัตถุประสงค์การเสนอ/ }).click();
      await page.getByRole('option', { name: 'เพื่อตรวจทาน' }).click();
      await choosePerson(page, /ผู้รับ/, OFFICER_NAME, label);
    });
    await closeModal(page);

    // 3. The officer reviews it on to the director for signature; the director signs.
    await openFromQueue(page, base, officer, 'review', marker);
    await act(page, 'review', () => choosePerson(page, /ผู้บริหารที่เสนอ/, DIRECTOR_NAME, label));
    await closeModal(page);
    await openFromQueue(page, base, director, 'sign', marker);
    await act(page, 'sign');
    await closeModal(page);

    // 4. The clerk gives the outgoing number, cancels it (given by mistake) and numbers it again.
    await openFromQueue(page, base, saraban, 'unsigned', marker);
    const first = String(((await act(page, 'issueNumber')).item as { F_DOC_NO: string }).F_DOC_NO);
    await closeModal(page);
    await openFromQueue(page, base, null, 'waitAssign', marker);
    await act(page, 'cancelNumber', async () => {
      await modal.getByTestId('document-submit').click();
      await expect(modal.getByText('กรุณาระบุเหตุผลการยกเลิก')).toBeVisible();
      await modal.getByTestId('document-reason').fill('ออกเลขผิดฉบับ');
    });
    await closeModal(page);
    await openFromQueue(page, base, null, 'unsigned', marker);
    const second = String(((await act(page, 'issueNumber')).item as { F_DOC_NO: string }).F_DOC_NO);
    expect(second).not.toBe(first);
    await closeModal(page);

    // 5. Sent to กองกลาง: its registry receives it in รอลงรับ.
    await openFromQueue(page, base, null, 'waitAssign', marker);
    await act(page, 'send', async () => {
      await modal.getByRole('combobox', { name: /ส่งถึงหน่วยงาน/ }).fill('กองกลาง');
      await page
        .getByRole('option', { name: /กองกลาง/ })
        .filter({ hasText: label })
        .first()
        .click();
    });
    await closeModal(page);
    await openFromQueue(page, base, null, 'unreceived', marker);
    const received = await act(page, 'receive');
    const receiveNo = (received.item as { RECEIVE_NO: number }).RECEIVE_NO;
    await closeModal(page);

    // 6. The send register lists both numbers, the first cancelled; the other department's receive register has it.
    const sent = await post(base, 'registerList', { REGISTER: 'send', F_DEPT_ID: registry, search: marker }, saraban.token);
    expect(sent.status, sent.message).toBe('success');
    // Newest first: the letter's number now, then the cancelled one, each with the number it gave.
    const entries = sent.items as { NUMBER: number; F_DOC_NO: string | null; CANCELLED: boolean; DISPOSAL: string | null }[];
    // What was done, by whom: the clerk sent it on.
    expect(entries[0]!.DISPOSAL).toBe('ส่งหนังสือ · สุดารัตน์ รักษ์งาน');
    expect(entries.map((entry) => [entry.F_DOC_NO, entry.CANCELLED])).toEqual([
      [second, false],
      [first, true],
    ]);
    const incoming = await post(base, 'registerList', { REGISTER: 'receive', F_DEPT_ID: central, search: marker }, saraban.token);
    expect((incoming.items as { NUMBER: number }[]).map((entry) => entry.NUMBER)).toEqual([receiveNo]);

    // 7. The registers page shows the send register with the cancelled number marked; its exports contain the letter.
    await page.goto(`${base}/sarabun/registers`);
    await page.getByRole('combobox', { name: 'หน่วยงาน' }).click();
    await page.getByRole('option', { name: new RegExp(`งานสารบรรณ.*${label.replace(/[()]/g, '\\$&')}`) }).click();
    await page.getByTestId('registers-send').click();
    await page.getByTestId('registers-search').fill(marker);
    await expect(page.locator('.MuiDataGrid-row').filter({ hasText: subject })).toHaveCount(2);
    await expect(page.getByTestId('register-cancelled')).toHaveCount(1);
    await personShot(page, { path: `test-results/office-day/send-register-${code}.png`, fullPage: true });
    const csvDownload = page.waitForEvent('download');
    await page.getByTestId('registers-export-csv').click();
    const csvText = (await readFile((await (await csvDownload).path())!)).toString('utf8');
    expect(csvText).toContain(subject);
    const xlsxDownload = page.waitForEvent('download');
    await page.getByTestId('registers-export-xlsx').click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await (await xlsxDownload).path())!);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.filter((values) => values.includes(subject))).toHaveLength(2);
    expect(problems).toEqual([]);
  },
);
