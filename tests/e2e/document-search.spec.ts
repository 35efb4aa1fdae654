/**
 * The document store in the workspace, in real Chromium against each flow tenant's real server:
 * an officer finds a letter of their own by a word of its subject and by its number, opens it
 * in the document modal, and never finds a letter of another department that carries the same
 * word (its writer, the director at the root department, does find it).
 */
import type { Page } from '@playwright/test';
import { ROUTES } from '../../engine/api/routes';
import { expect, FLOW, test } from './fixtures';
import { reads } from './tenants';
import { apiPost as post, apiSignIn, openWithSession } from './api-session';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

/** The grid's rows once the search has settled on `total` letters. */
async function rowsFor(page: Page, total: number) {
  await expect(page.getByTestId('search-grid')).toHaveAttribute('data-total', String(total), { timeout: 15_000 });
  return page.getByTestId('search-grid').locator('.MuiDataGrid-row');
}

test(
  'an officer finds a letter by a word of its subject and by its number, opens it, and never finds another department’s letter',
  { tag: [FLOW, ...reads('language')] },
  async ({ page, tenant: { caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const officer = await apiSignIn(base, caps, people.officer);
    const director = await apiSignIn(base, caps, people.director);

    const marker = `คลังค้นหา${Date.now().toString(36)}`;
    const subject = `ขอเชิญประชุมคณะทำงานพัฒนาระบบ${marker}`;
    const docNo = `ตย 0103/${Date.now() % 100000}`;
    const mine = await post(base, 'createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: subject, F_DOC_NO: docNo, F_DEAR: 'ผู้อำนวยการ' }, officer.token);
    expect(mine.status, mine.message).toBe('success');
    // The director's letter stays in the root department: the officer is on none of its steps.
    const theirs = await post(base, 'createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: `หนังสือของผู้อำนวยการ${marker}` }, director.token);
    expect(theirs.status, theirs.message).toBe('success');
    const asDirector = await post(base, 'searchDocuments', { search: marker }, director.token);
    expect(asDirector.status, asDirector.message).toBe('success');
    expect(asDirector.total, 'the director finds their own letter').toBe(1);

    await openWithSession(page, base, officer);
    await page.goto(`${base}/sarabun`);
    await page.getByTestId('workspace-tool-documents').click();
    await expect(page).toHaveURL(/\/sarabun\/documents$/);
    await expect(page.getByTestId('document-search')).toBeVisible();

    // A word inside the subject (Thai has no spaces between words).
    await page.getByTestId('search-quick').fill(marker);
    let rows = await rowsFor(page, 1);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(subject);
    await expect(page.getByTestId('search-grid')).not.toContainText('หนังสือของผู้อำนวยการ');
    await personShot(page, { path: 'test-results/document-search/found-by-subject.png', fullPage: true });

    // By its number, in the detailed search.
    await page.getByTestId('search-clear').click();
    await page.getByTestId('search-more').click();
    await page.getByTestId('search-docNo').fill(docNo);
    rows = await rowsFor(page, 1);
    await expect(rows.first()).toContainText(docNo);
    await expect(rows.first()).toContainText(subject);
    await personShot(page, { path: 'test-results/document-search/found-by-number.png', fullPage: true });

    // A word of the other department's letter only: nothing.
    await page.getByTestId('search-clear').click();
    await page.getByTestId('search-quick').fill(`หนังสือของผู้อำนวยการ${marker}`);
    await rowsFor(page, 0);
    await expect(page.getByTestId('search-grid')).toContainText('ไม่พบหนังสือตามเงื่อนไขที่ค้นหา');
    await personShot(page, { path: 'test-results/document-search/nothing-found.png', fullPage: true });

    // A refusal reaches the person in the server's Thai words, and the page stays usable.
    const refusal = 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด';
    const searchUrl = `**${ROUTES.searchDocuments.path}`;
    await page.route(searchUrl, (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ status: 'error', message: refusal }) }),
    );
    await page.getByTestId('search-quick').fill(`${marker}ก`);
    await expect(page.getByTestId('search-error')).toContainText(refusal);
    await personShot(page, { path: 'test-results/document-search/refused.png', fullPage: true });
    await page.unroute(searchUrl);

    // The row opens the letter in the document modal.
    await page.getByTestId('search-quick').fill(marker);
    rows = await rowsFor(page, 1);
    await rows.first().getByText(subject).click();
    const modal = page.getByTestId('document-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('document-subject')).toContainText(subject);

    // The browser logs the staged refusal's 400 itself; nothing else may reach the console.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
  },
);
