/**
 * The registry workspace (/sarabun) in real Chromium against each flow tenant's real server:
 *
 * - the registry clerk sees all twelve queues of the registry with the counts the server
 *   reports, whatever the tenant's dashboard shows; opens a queue the dashboard leaves out
 *   (when there is one with letters, else any queue with letters), sees the page of letters
 *   the server answers, and opens a letter in the document modal;
 * - a visitor without a session who opens an e-mail link to a letter is sent to sign in and,
 *   once signed in through the form, lands on the workspace with that letter open; a link
 *   with a docId that is no id, and a letter the clerk may not read, say why in Thai.
 *
 * Letters are made through the API by the worker's own people (worlds.ts); expected numbers
 * and messages come from the API with the same sessions, never from constants.
 */
import type { Page } from '@playwright/test';
import { QUEUE_CODES } from '../../engine/queues/registry';
import { expect, FLOW, test } from './fixtures';
import { apiPost as post, apiSignIn, openWithSession } from './api-session';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';
import { sentLetter } from './letter-setup';
import { storedValues, submitSignIn } from './sign-in';
import { reads, SIGN_IN_FORM_READS } from './tenants';

interface Entry {
  CODE: string;
  COUNT: number;
}
interface Row {
  F_DOC_ID: number;
}

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/workspace/${name}.png`, fullPage: true });

async function workspaceCounts(base: string, token: string): Promise<Entry[]> {
  const reply = await post(base, 'workspaceQueues', {}, token);
  expect(reply.status, reply.message).toBe('success');
  return reply.items as Entry[];
}

test(
  'the registry clerk sees every queue with its count, opens one the dashboard leaves out, and a letter in it',
  { tag: [FLOW, ...reads('dashboard.queues')] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const officer = await apiSignIn(base, caps, people.officer);
    const saraban = await apiSignIn(base, caps, people.saraban);

    // A letter the clerk received and closed: closed work is a queue many dashboards leave out.
    const marker = `ทดสอบพื้นที่ทำงาน${Date.now().toString(36)}`;
    const { stepId } = await sentLetter(base, officer, people.world.root, `แจ้งเพื่อทราบ${marker}`);
    for (const action of ['receive', 'close']) {
      const reply = await post(base, 'documentAction', { F_TRANS_ID: stepId, ACTION: action }, saraban.token);
      expect(reply.status, reply.message).toBe('success');
    }

    const counts = await workspaceCounts(base, saraban.token);
    expect(counts.map((entry) => entry.CODE)).toEqual(QUEUE_CODES);
    const countOf = (queue: string) => counts.find((entry) => entry.CODE === queue)!.COUNT;

    await openWithSession(page, base, saraban);
    await page.goto(`${base}/sarabun`);
    const nav = page.getByTestId('workspace-nav');
    await expect(nav).toBeVisible();
    const queueLinks = nav.locator('[data-testid^="workspace-nav-"]:not([data-testid="workspace-nav-overview"])');
    await expect(queueLinks).toHaveCount(QUEUE_CODES.length);
    await expect(queueLinks.first()).toHaveAttribute('data-count', /\d+/);
    expect(await queueLinks.evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')))).toEqual(
      QUEUE_CODES.map((queue) => `workspace-nav-${queue}`),
    );
    expect(await queueLinks.evaluateAll((links) => links.map((link) => Number(link.getAttribute('data-count'))))).toEqual(counts.map((entry) => entry.COUNT));
    // The overview puts the queues where letters wait first, each with the server's count.
    const waiting = page.getByTestId('workspace-waiting').locator('[data-testid^="workspace-card-"]');
    expect(await waiting.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')))).toEqual(
      counts.filter((entry) => entry.COUNT > 0).map((entry) => `workspace-card-${entry.CODE}`),
    );
    await shot(page, `home-${code}`);

    const shown = new Set<string>(caps.dashboard.queues.map((queue) => queue.code));
    const withLetters = counts.filter((entry) => entry.COUNT > 0).map((entry) => entry.CODE);
    const target = withLetters.find((queue) => !shown.has(queue)) ?? withLetters[0]!;
    expect(countOf(target)).toBeGreaterThan(0);

    await nav.getByTestId(`workspace-nav-${target}`).click();
    await expect(page).toHaveURL(`${base}/sarabun/queue/${target}`);
    const section = page.getByTestId('workspace-queue');
    await expect(section).toHaveAttribute('data-code', target);
    await expect(nav.getByTestId(`workspace-nav-${target}`)).toHaveAttribute('aria-current', 'page');
    await expect(section.getByTestId('queue-total')).toHaveAttribute('data-total', String(countOf(target)));

    // The rows are the first page the server answers for the queue, in its order.
    const firstPage = await post(base, 'getTodoList', { typeCode: target, page: 1, pageSize: 10 }, saraban.token);
    const expectedIds = (firstPage.items as Row[]).map((row) => `open-document-${row.F_DOC_ID}`);
    const openButtons = section.locator('[data-testid^="open-document-"]');
    await expect(openButtons).toHaveCount(expectedIds.length);
    expect(await openButtons.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid')))).toEqual(expectedIds);
    await shot(page, `queue-${code}-${target}`);

    // On a phone the navigation is a select above the letters, with the same twelve queues.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('workspace-nav-select').locator('..').getByRole('combobox').click();
    const options = page.getByRole('listbox').locator('[data-testid^="workspace-nav-"]');
    await expect(options).toHaveCount(QUEUE_CODES.length);
    expect(await options.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-count'))))).toEqual(counts.map((entry) => entry.COUNT));
    await shot(page, `queue-${code}-${target}-phone-select`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await shot(page, `queue-${code}-${target}-phone`);
    await page.setViewportSize({ width: 1280, height: 860 });

    const first = (firstPage.items as Row[])[0]!;
    await openButtons.first().click();
    const modal = page.getByTestId('document-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAttribute('data-document-id', String(first.F_DOC_ID));
    await expect(modal.getByTestId('document-subject')).toBeVisible();
    await modal.getByTestId('document-modal-close').click();
    await expect(modal).toBeHidden();

    // An unknown queue says so, and leads back to the workspace's home.
    await page.goto(`${base}/sarabun/queue/noSuchQueue`);
    await expect(page.getByTestId('workspace-unknown-queue')).toContainText('ไม่พบรายการงาน');
    await page.getByTestId('workspace-back').click();
    await expect(page).toHaveURL(`${base}/sarabun`);
    await expect(page.getByTestId('workspace-overview')).toBeVisible();
    expect(problems).toEqual([]);
  },
);

test(
  'signed out, an e-mail link to a letter goes through sign-in and lands with the letter open',
  { tag: [FLOW, ...SIGN_IN_FORM_READS] },
  async ({ page, tenant: { caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const officer = await apiSignIn(base, caps, people.officer);
    const marker = `ทดสอบลิงก์อีเมล${Date.now().toString(36)}`;
    const { documentId } = await sentLetter(base, officer, people.world.root, `ขอเชิญประชุม${marker}`);

    await page.goto(`${base}/?api=email&view=document&docId=${documentId}&enc=n`);
    await expect(page).toHaveURL(`${base}/login?${new URLSearchParams({ next: `/sarabun?api=email&view=document&docId=${documentId}&enc=n` })}`);
    await submitSignIn(page, caps, people.saraban);
    // An earlier test of this worker may have left the clerk signed in elsewhere: take over here, as a person would.
    const modal = page.getByTestId('document-modal');
    const dialog = page.getByTestId('device-confirm-dialog');
    await expect(dialog.or(modal)).toBeVisible({ timeout: 30_000 });
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(modal).toHaveAttribute('data-document-id', String(documentId));
    await expect(modal.getByTestId('document-subject')).toContainText(marker);
    // The link's parameters left the address: a reload does not open the letter again.
    await expect(page).toHaveURL(`${base}/sarabun`);
    await expect(page.getByTestId('workspace')).toBeVisible();
    await modal.getByTestId('document-modal-close').click();
    await expect(modal).toBeHidden();

    // A docId that is no plain id opens nothing and says why.
    await page.goto(`${base}/sarabun?api=email&view=document&docId=1e3&enc=n`);
    await expect(page.getByTestId('workspace-link-error')).toContainText('ลิงก์เอกสารไม่ถูกต้อง');
    await expect(modal).toHaveCount(0);

    // A letter the clerk may not read (the officer's unsent draft): the document modal shows the server's refusal.
    const draft = await post(base, 'createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: `ร่าง${marker}`, F_DEAR: 'ผู้อำนวยการ' }, officer.token);
    const draftId = (draft.item as { F_DOC_ID: number }).F_DOC_ID;
    const { token } = await storedValues(page, ['token']);
    const refusal = await post(base, 'getDocument', { F_DOC_ID: draftId }, token ?? undefined);
    expect(refusal.status).toBe('error');
    await page.goto(`${base}/sarabun?api=email&view=document&docId=${draftId}&enc=n`);
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('document-load-error')).toContainText(String(refusal.message));
    // The browser logs the refused call (404: a letter that is not yours answers like one that does not exist).
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  },
);
