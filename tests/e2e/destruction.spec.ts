/**
 * A destruction list from draft to the destroyed mark, in real Chromium against the tenant's real
 * server: the world's registry clerk draws the root's list (the two routine letters its policy
 * division filed three years ago with one year's retention, as the demo seeds them) and sends it
 * to the committee; two members (the officer, and the clerk as the committee's secretary) approve
 * through the API; the chair approves in the browser and
 * closes the review behind its confirmation; the policy division's register of that year then
 * says "ทำลายแล้ว" for both, and their files are gone.
 */
import type { Page } from '@playwright/test';
import { apiPost, apiSignIn, openWithSession } from './api-session';
import { seriousAccessibilityProblems } from './accessibility';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/destruction/${name}.png`, fullPage: true });

const SEEDED = ['ขอเชิญประชุมชี้แจงแนวทางการจัดทำแผนปฏิบัติราชการประจำปี', 'ขอส่งสรุปผลการสัมมนาเครือข่ายนักวางแผนประจำปี'];
// The policy division is the world root's third sub-department (server/db/seed.ts).
const POLICY_OFFSET = 3;

test(
  'the registry draws the destruction list, the committee approves, the chair closes, and the register shows ทำลายแล้ว',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(240_000);
    const problems = await watchPageHealth(page);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const director = await apiSignIn(base, caps, people.director);
    const root = people.world.root;

    // The registry clerk draws the root's list and sends it to the committee.
    await openWithSession(page, base, saraban, '/sarabun/destruction');
    const draw = page.getByTestId(`destruction-due-${root}`).getByRole('button', { name: 'จัดทำบัญชีหนังสือขอทำลาย' });
    await expect(draw).toBeEnabled();
    await draw.click();
    await expect(page.getByTestId('destruction-notice')).toContainText('จัดทำบัญชีหนังสือขอทำลายที่');
    for (const subject of SEEDED) await expect(page.getByText(subject)).toBeVisible();
    await shot(page, `drawn-${code}`);
    expect(await seriousAccessibilityProblems(page, '[data-testid="workspace-tool-destruction"]')).toEqual([]);
    await page.getByRole('button', { name: 'ส่งให้คณะกรรมการพิจารณา' }).click();
    await expect(page.getByTestId('destruction-notice')).toHaveText('ส่งบัญชีหนังสือขอทำลายให้คณะกรรมการพิจารณาแล้ว');

    const lists = await apiPost(base, 'destructionLists', { F_DEPT_ID: root }, director.token);
    const list = (lists.items as { LIST_ID: number; STATE: string; LIST_NAME: string }[]).find((l) => l.STATE === 'review')!;
    expect(list, 'the list is under review').toBeTruthy();

    // Two members approve every item through the API: the officer, and the clerk as the committee's secretary.
    for (const session of [await apiSignIn(base, caps, people.officer), saraban]) {
      const voted = await apiPost(base, 'destructionVote', { LIST_ID: list.LIST_ID, DECISION: 'destroy' }, session.token);
      expect(voted.status, voted.message).toBe('success');
    }

    // The chair approves in the browser, then closes the review.
    await openWithSession(page, base, director, '/sarabun/destruction');
    await page.getByRole('button', { name: `เปิดบัญชีที่ ${list.LIST_NAME}` }).click();
    await page.getByRole('button', { name: 'อนุมัติให้ทำลายทุกรายการที่ยังไม่ได้พิจารณา' }).click();
    await expect(page.getByTestId('destruction-notice')).toHaveText('บันทึกผลการพิจารณาแล้ว');
    const close = page.getByRole('button', { name: 'ปิดการพิจารณาและทำลายหนังสือ' });
    await expect(close).toBeEnabled();
    await close.click();
    const confirm = page.getByTestId('destruction-close-dialog');
    await expect(confirm).toContainText('ไม่สามารถนำกลับคืนมาได้');
    await shot(page, `confirm-${code}`);
    await confirm.getByRole('button', { name: 'ยืนยันการทำลาย' }).click();
    await expect(page.getByTestId('destruction-notice')).toContainText('ปิดการพิจารณาแล้ว ทำลายหนังสือ 2 รายการ เก็บไว้ 0 รายการ');
    await shot(page, `closed-${code}`);

    // The policy division's receive register of the filing year keeps both entries, marked destroyed.
    const admin = await apiSignIn(base, caps, people.admin);
    const policy = root + POLICY_OFFSET;
    const detail = await apiPost(base, 'destructionList', { LIST_ID: list.LIST_ID }, director.token);
    const items = (detail.item as { ITEMS: { FILED_YEAR: number; F_DOC_ID: number; F_DOC_NO: string }[] }).ITEMS;
    const filedYear = items[0]!.FILED_YEAR;
    const register = await apiPost(base, 'registerList', { REGISTER: 'receive', F_DEPT_ID: policy, YEAR: filedYear, pageSize: 100 }, admin.token);
    expect(register.status, register.message).toBe('success');
    const entries = register.items as { DISPOSAL: string | null; F_DOC_ID: number }[];
    for (const item of items) expect(entries.find((e) => e.F_DOC_ID === item.F_DOC_ID)?.DISPOSAL ?? '').toMatch(/^ทำลายแล้ว .*บัญชีหนังสือขอทำลายที่/);

    await openWithSession(page, base, admin, '/sarabun/registers');
    await expect(page.getByTestId('registers')).toBeVisible();
    await page.getByRole('combobox', { name: 'หน่วยงาน' }).click();
    await page.locator(`[role="option"][data-value="${policy}"]`).click();
    await page.getByRole('combobox', { name: 'ปี พ.ศ.' }).click();
    await page.getByRole('option', { name: String(filedYear), exact: true }).click();
    // The administrator may not read the division's letters, so the rows are found by their numbers.
    for (const item of items) {
      const row = page.locator('.MuiDataGrid-row').filter({ hasText: item.F_DOC_NO });
      await expect(row).toContainText('ทำลายแล้ว');
    }
    await expect(page.getByTestId('registers-summary')).toContainText(`ทำลายแล้ว ${items.length}`);
    await shot(page, `register-${code}`);
    expect(problems).toEqual([]);
  },
);
