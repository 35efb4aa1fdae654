/**
 * The document modal in real Chromium against the real server: a letter sent to the
 * organisation is received by the registry clerk from the waiting-to-receive queue (the modal
 * closes, the counts change and the letter reopens), presented to the director from the
 * waiting-for-action queue, and sent back by the director from the consideration queue.
 * A second letter is assigned by the director to the officer, who reports the result from
 * 'work assigned to me'; both people's tiles follow. Where the manifest shows the commanded-
 * letters queue, a third letter gets the director's command (เกษียน) and the clerk closes it.
 * Required fields left empty show the Thai message and send nothing; where the letter went
 * is checked through the API with the same sessions.
 */
import { ROUTES } from '../../engine/api/routes';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, FLOW, test } from './fixtures';
import { reads } from './tenants';
import { personShot } from './person-shots';
import { openLetterFromTile } from './queue-letter';
import { watchPageHealth } from './page-health';
import { apiPost as post, apiSignIn, openWithSession, type ApiSession, type Json } from './api-session';
import { seriousAccessibilityProblems } from './accessibility';

async function tileCounts(base: string, token: string): Promise<Record<string, number>> {
  const reply = await post(base, 'getTodoLists', {}, token);
  return Object.fromEntries((reply.items as { CODE: string; COUNT: number }[]).map((t) => [t.CODE, t.COUNT]));
}

async function queueRows(base: string, token: string, typeCode: string, search: string): Promise<{ F_DOC_ID: number; F_TRANS_ID: number }[]> {
  const reply = await post(base, 'getTodoList', { typeCode, search }, token);
  return reply.items as { F_DOC_ID: number; F_TRANS_ID: number }[];
}

/**
 * What the modal's flows read: the queues they open letters from (and the role the queue call
 * names), the on-behalf badge of the modal and its rows, and the microphone beside its text fields.
 */
const MODAL_READS = reads('dashboard.queues', 'dashboard.roleAssignOverride', 'dashboard.showBehalfBadge', 'features.speechToText');

const isAction = (request: Request) => request.url().endsWith(ROUTES.documentAction.path);

/** Sends the modal's form for `action` and waits for the server's answer, which must be a success. */
async function submitAction(page: Page, modal: Locator, action: string) {
  const reply = page.waitForResponse((r) => isAction(r.request()) && new URLSearchParams(r.request().postData() ?? '').get('ACTION') === action);
  await modal.getByTestId('document-submit').click();
  expect(((await (await reply).json()) as Json).status).toBe('success');
}

/**
 * Set-up through the API for the director's tests: `writer` creates a letter titled
 * `title`, sends it to the organisation, the registry clerk receives it and presents it to the
 * director for consideration. Returns the letter's id.
 */
async function presentedToDirector(
  base: string,
  departmentId: number | string,
  writer: ApiSession,
  saraban: ApiSession,
  director: ApiSession,
  title: string,
  marker: string,
): Promise<number> {
  const created = await post(base, 'createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: title, F_DEAR: 'ผู้อำนวยการ' }, writer.token);
  expect(created.status, created.message).toBe('success');
  const { F_DOC_ID: documentId, F_TRANS_ID: draftStep } = created.item as { F_DOC_ID: number; F_TRANS_ID: number };
  const sent = await post(base, 'documentAction', { F_TRANS_ID: draftStep, ACTION: 'send', TO_DEPT_IDS: departmentId }, writer.token);
  expect(sent.status, sent.message).toBe('success');
  const [waiting] = await queueRows(base, saraban.token, 'unreceived', marker);
  const received = await post(base, 'documentAction', { F_TRANS_ID: waiting!.F_TRANS_ID, ACTION: 'receive' }, saraban.token);
  expect(received.status, received.message).toBe('success');
  const [inHand] = await queueRows(base, saraban.token, 'waitAssign', marker);
  const presented = await post(
    base,
    'documentAction',
    { F_TRANS_ID: inHand!.F_TRANS_ID, ACTION: 'present', PURPOSE: 'consider', TO_PERSON_IDS: director.userLogin.F_PERSON_ID },
    saraban.token,
  );
  expect(presented.status, presented.message).toBe('success');
  return documentId;
}

async function closeQueueModal(page: Page) {
  const close = page.getByTestId('queue-modal-close');
  if (await close.isVisible()) await close.click();
  await expect(page.getByTestId('queue-modal')).toBeHidden();
}

test('receive, present and send back from the document modal', { tag: [FLOW, ...MODAL_READS] }, async ({ page, tenant: { code, caps, base }, people }) => {
  test.setTimeout(180_000);
  const queues = new Set(caps.dashboard.queues.map((q) => q.code));
  for (const needed of ['unreceived', 'waitAssign', 'jobReceived']) expect(queues.has(needed as never), needed).toBe(true);
  const problems = await watchPageHealth(page);

  // A letter of our own, sent by the officer to the organisation's registry.
  const marker = `ทดสอบหนังสือ${Date.now().toString(36)}`;
  const officer = await apiSignIn(base, caps, people.officer);
  const created = await post(base, 'createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: `ขออนุมัติ${marker}`, F_DEAR: 'ผู้อำนวยการ' }, officer.token);
  expect(created.status, created.message).toBe('success');
  const { F_DOC_ID: documentId, F_TRANS_ID: draftStep } = created.item as { F_DOC_ID: number; F_TRANS_ID: number };
  const sent = await post(base, 'documentAction', { F_TRANS_ID: draftStep, ACTION: 'send', TO_DEPT_IDS: people.world.root }, officer.token);
  expect(sent.status, sent.message).toBe('success');

  // An attachment, uploaded by its writer (the raw file is the body).
  const fileText = `บันทึกประกอบ ${marker}`;
  const upload = await fetch(`${base}${ROUTES.uploadAttachment.path}?${new URLSearchParams({ F_DOC_ID: String(documentId), FILE_NAME: 'บันทึกประกอบ.txt' })}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', authorization: `Bearer ${officer.token}` },
    body: fileText,
  });
  expect(((await upload.json()) as Json).status).toBe('success');

  const director = await apiSignIn(base, caps, people.director);
  const directorName = director.userLogin.userInformation?.F_FIRST_NAME ?? '';
  expect(directorName).not.toBe('');

  // A second letter, for a server refusal: someone else deals with it while the modal is open.
  const other = await post(base, 'createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: `แจ้งเพื่อทราบ${marker}`, F_DEAR: 'ผู้อำนวยการ' }, officer.token);
  const { F_DOC_ID: otherId, F_TRANS_ID: otherDraft } = other.item as { F_DOC_ID: number; F_TRANS_ID: number };
  const otherSent = await post(base, 'documentAction', { F_TRANS_ID: otherDraft, ACTION: 'send', TO_DEPT_IDS: people.world.root }, officer.token);
  const otherStep = (otherSent.item as { NEW_TRANS_IDS: number[] }).NEW_TRANS_IDS[0]!;

  // 0. A refusal of the server shows in the dialog in Thai; the dialog stays open, the reason stays typed.
  const saraban = await apiSignIn(base, caps, people.saraban);
  await openWithSession(page, base, saraban);
  let modal = await openLetterFromTile(page, 'unreceived', `แจ้งเพื่อทราบ${marker}`, otherId);
  await expect(modal.getByRole('dialog')).toHaveAccessibleName('รายละเอียดหนังสือ');
  expect(await seriousAccessibilityProblems(page, '[data-testid="document-modal"] .MuiDialog-paper')).toEqual([]);
  await modal.getByTestId('document-action-sendBack').click();
  await modal.getByTestId('document-reason').fill('ส่งผิดหน่วยงาน');
  for (const action of ['receive', 'close']) {
    const reply = await post(base, 'documentAction', { F_TRANS_ID: otherStep, ACTION: action }, saraban.token);
    expect(reply.status, reply.message).toBe('success');
  }
  await modal.getByTestId('document-submit').click();
  await expect(modal.getByTestId('document-server-error')).toContainText('ไม่สามารถส่งคืนหนังสือได้');
  await expect(modal.getByTestId('document-server-error')).toContainText('เกิดข้อผิดพลาด !');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('document-reason')).toHaveValue('ส่งผิดหน่วยงาน');
  await expect(modal.getByTestId('document-submit')).toBeEnabled();
  await modal.getByTestId('document-modal-close').click();
  await expect(modal).toBeHidden();
  await closeQueueModal(page);

  // 1. saraban receives the first letter from the waiting-to-receive queue.
  const before = await tileCounts(base, saraban.token);
  await page.reload();
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('queue-tile-unreceived')).toHaveAttribute('data-count', String(before.unreceived));
  modal = await openLetterFromTile(page, 'unreceived', `ขออนุมัติ${marker}`, documentId);
  await expect(modal).toHaveAttribute('data-type', 'viewDocument');
  await expect(modal.getByTestId('document-history-step').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await personShot(page, { path: `test-results/docs/document-modal-${code}-receive.png` });
  // The attachment downloads with the session's token.
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'ดาวน์โหลด บันทึกประกอบ.txt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('บันทึกประกอบ.txt');
  const { readFile } = await import('node:fs/promises');
  expect(await readFile((await file.path())!, 'utf8')).toBe(fileText);
  if (await modal.getByTestId('document-action-receive').isVisible()) await modal.getByTestId('document-action-receive').click();
  await expect(modal.getByTestId('document-action-form')).toHaveAttribute('data-action', 'receive');
  await submitAction(page, modal, 'receive');
  // Received same: the dialog closes, the counts reload, and the letter opens again.
  await expect(page.getByTestId('queue-tile-unreceived')).toHaveAttribute('data-count', String(before.unreceived! - 1));
  await expect(page.getByTestId('queue-tile-waitAssign')).toHaveAttribute('data-count', String(before.waitAssign! + 1));
  modal = page.getByTestId('document-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('document-history-step').filter({ hasText: /เลขรับ/ })).toHaveCount(1);
  await modal.getByTestId('document-modal-close').click();
  await expect(modal).toBeHidden();
  await closeQueueModal(page);

  // 2. saraban presents it to the director from the waiting-for-action queue.
  modal = await openLetterFromTile(page, 'waitAssign', marker, documentId);
  await expect(modal).toHaveAttribute('data-type', 'assignPresentDocument');
  await modal.getByTestId('document-action-present').click();
  // Empty recipient: the Thai message, and no request.
  const sentActions: Request[] = [];
  const listen = (r: Request) => {
    if (isAction(r)) sentActions.push(r);
  };
  page.on('request', listen);
  await modal.getByTestId('document-submit').click();
  await expect(modal.getByText('กรุณาเลือกผู้รับ')).toBeVisible();
  await page.waitForTimeout(500);
  expect(sentActions).toHaveLength(0);
  page.off('request', listen);
  await modal.getByRole('combobox', { name: /ผู้บริหารที่เสนอ/ }).fill(directorName);
  await page
    .getByRole('option', { name: new RegExp(directorName) })
    .filter({ hasText: people.world.label })
    .first()
    .click();
  await modal.getByTestId('document-note').fill('เสนอเพื่อโปรดพิจารณา');
  await personShot(page, { path: `test-results/docs/document-modal-${code}-present.png` });
  expect(await seriousAccessibilityProblems(page, '[data-testid="document-modal"] .MuiDialog-paper')).toEqual([]);
  await submitAction(page, modal, 'present');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('queue-tile-waitAssign')).toHaveAttribute('data-count', String(before.waitAssign));
  await closeQueueModal(page);
  // It moved: it waits in the director's consideration queue.
  expect((await queueRows(base, director.token, 'jobReceived', marker)).map((r) => r.F_DOC_ID)).toContain(documentId);

  // 3. The director sends it back from the consideration queue; the reason is required.
  await openWithSession(page, base, director);
  const directorBefore = await tileCounts(base, director.token);
  modal = await openLetterFromTile(page, 'jobReceived', marker, documentId);
  await expect(modal).toHaveAttribute('data-type', 'recordResultConsiderationDocument');
  await modal.getByTestId('document-action-sendBack').click();
  const quiet: Request[] = [];
  const listenQuiet = (r: Request) => {
    if (isAction(r)) quiet.push(r);
  };
  page.on('request', listenQuiet);
  await modal.getByTestId('document-submit').click();
  await expect(modal.getByText('กรุณาระบุเหตุผลการส่งคืน')).toBeVisible();
  await expect(modal.getByTestId('document-reason')).toBeFocused();
  await page.waitForTimeout(500);
  expect(quiet).toHaveLength(0);
  page.off('request', listenQuiet);
  await modal.getByTestId('document-reason').fill('ขอเอกสารประกอบเพิ่มเติม');
  await personShot(page, { path: `test-results/docs/document-modal-${code}-sendback.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await personShot(page, { path: `test-results/docs/document-modal-${code}-phone.png` });
  await page.setViewportSize({ width: 1280, height: 860 });
  await submitAction(page, modal, 'sendBack');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('queue-tile-jobReceived')).toHaveAttribute('data-count', String(directorBefore.jobReceived! - 1));
  expect((await queueRows(base, director.token, 'jobReceived', marker)).map((r) => r.F_DOC_ID)).not.toContain(documentId);
  // Back with saraban, waiting for action again.
  expect((await queueRows(base, saraban.token, 'waitAssign', marker)).map((r) => r.F_DOC_ID)).toContain(documentId);
  // The one refusal provoked in step 0 is logged by the browser; nothing else may be.
  expect(problems.filter((p) => !/status of 409 .*\/api\/sarabun\/document-action$/.test(p))).toEqual([]);
  expect(problems.filter((p) => /status of 409/.test(p))).toHaveLength(1);
});

test(
  'the director assigns a letter to the officer, who reports the result',
  { tag: [FLOW, ...MODAL_READS] },
  async ({ page, tenant: { caps, base }, people }) => {
    test.setTimeout(180_000);
    const queues = new Set(caps.dashboard.queues.map((q) => q.code));
    for (const needed of ['jobReceived', 'jobReceived2', 'jobAssign2']) expect(queues.has(needed as never), needed).toBe(true);
    const problems = await watchPageHealth(page);
    const officer = await apiSignIn(base, caps, people.officer);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const director = await apiSignIn(base, caps, people.director);
    const officerName = officer.userLogin.userInformation?.F_FIRST_NAME ?? '';
    expect(officerName).not.toBe('');

    // Set-up through the API: the officer's letter is sent, received by the registry and
    // presented to the director for consideration.
    const marker = `มอบหมายทดสอบ${Date.now().toString(36)}`;
    const documentId = await presentedToDirector(base, people.world.root, officer, saraban, director, `ขอความเห็น${marker}`, marker);

    // 1. The director assigns it to the officer from the consideration queue; a recipient is required.
    await openWithSession(page, base, director);
    const directorBefore = await tileCounts(base, director.token);
    let modal = await openLetterFromTile(page, 'jobReceived', marker, documentId);
    await modal.getByTestId('document-action-assign').click();
    await modal.getByTestId('document-submit').click();
    await expect(modal.getByText('กรุณาเลือกผู้รับ')).toBeVisible();
    await modal.getByRole('combobox', { name: /ผู้รับมอบหมาย/ }).fill(officerName);
    await page
      .getByRole('option', { name: new RegExp(officerName) })
      .filter({ hasText: people.world.label })
      .first()
      .click();
    await modal.getByTestId('document-note').fill('ดำเนินการและรายงานผล');
    await submitAction(page, modal, 'assign');
    await expect(modal).toBeHidden();
    await closeQueueModal(page);
    // The counts refresh: out of consideration, into 'work I assigned'.
    await expect(page.getByTestId('queue-tile-jobReceived')).toHaveAttribute('data-count', String(directorBefore.jobReceived! - 1));
    await expect(page.getByTestId('queue-tile-jobAssign2')).toHaveAttribute('data-count', String(directorBefore.jobAssign2! + 1));

    // 2. The officer finds it in 'work assigned to me' and reports the result; the result is required.
    await openWithSession(page, base, officer);
    const officerBefore = await tileCounts(base, officer.token);
    await expect(page.getByTestId('queue-tile-jobReceived2')).toHaveAttribute('data-count', String(officerBefore.jobReceived2));
    modal = await openLetterFromTile(page, 'jobReceived2', marker, documentId);
    await modal.getByTestId('document-action-consider').click();
    await modal.getByTestId('document-submit').click();
    await expect(modal.getByText('กรุณาระบุผลการพิจารณา')).toBeVisible();
    await modal.getByTestId('document-result').fill('ดำเนินการเรียบร้อยแล้ว');
    await submitAction(page, modal, 'consider');
    await expect(modal).toBeHidden();
    await closeQueueModal(page);
    await expect(page.getByTestId('queue-tile-jobReceived2')).toHaveAttribute('data-count', String(officerBefore.jobReceived2! - 1));
    // Done: it has left the director's 'work I assigned' too.
    expect((await queueRows(base, director.token, 'jobAssign2', marker)).map((r) => r.F_DOC_ID)).not.toContain(documentId);
    expect(problems).toEqual([]);
  },
);

test(
  'the director writes a command, the registry clerk carries it out and closes the letter',
  { tag: [FLOW, ...MODAL_READS] },
  async ({ page, tenant: { caps, base }, people }) => {
    const queues = new Set<string>(caps.dashboard.queues.map((q) => q.code));
    // Only tenants whose manifest shows the commanded-letters queue have this day's step.
    test.skip(!queues.has('jobCommand'), "no jobCommand queue in this tenant's manifest");
    test.setTimeout(180_000);
    expect(queues.has('jobReceived')).toBe(true);
    const problems = await watchPageHealth(page);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const director = await apiSignIn(base, caps, people.director);

    // Set-up through the API: a letter received by the registry is presented to the director.
    const marker = `เกษียนทดสอบ${Date.now().toString(36)}`;
    const documentId = await presentedToDirector(base, people.world.root, saraban, saraban, director, `ขอรับคำสั่ง${marker}`, marker);

    // 1. The director writes the command (เกษียน); the text is required.
    await openWithSession(page, base, director);
    const directorBefore = await tileCounts(base, director.token);
    let modal = await openLetterFromTile(page, 'jobReceived', marker, documentId);
    await modal.getByTestId('document-action-command').click();
    await modal.getByTestId('document-submit').click();
    await expect(modal.getByText('กรุณาระบุข้อความเกษียน/สั่งการ')).toBeVisible();
    const command = 'ทราบ มอบงานบุคคลดำเนินการภายในสัปดาห์นี้';
    await modal.getByTestId('document-command').fill(command);
    await submitAction(page, modal, 'command');
    await expect(modal).toBeHidden();
    await closeQueueModal(page);
    await expect(page.getByTestId('queue-tile-jobReceived')).toHaveAttribute('data-count', String(directorBefore.jobReceived! - 1));

    // 2. Back with the clerk in 'commanded letters', the command shown in the routing history.
    await openWithSession(page, base, saraban);
    const sarabanBefore = await tileCounts(base, saraban.token);
    modal = await openLetterFromTile(page, 'jobCommand', marker, documentId);
    await expect(modal.getByTestId('document-history')).toContainText(command);
    // commandDocument offers carrying it out: assign, present again or close; never the command itself.
    await expect(modal.getByTestId('document-action-command')).toHaveCount(0);
    await modal.getByTestId('document-action-close').click();
    await modal.getByTestId('document-note').fill('ดำเนินการตามคำสั่งแล้ว');
    await submitAction(page, modal, 'close');
    await expect(modal).toBeHidden();
    await closeQueueModal(page);
    await expect(page.getByTestId('queue-tile-jobCommand')).toHaveAttribute('data-count', String(sarabanBefore.jobCommand! - 1));
    expect((await queueRows(base, saraban.token, 'jobCommand', marker)).map((r) => r.F_DOC_ID)).not.toContain(documentId);
    expect(problems).toEqual([]);
  },
);
