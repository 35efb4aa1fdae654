/**
 * The reports in the workspace, in real Chromium against each flow tenant's real server: the
 * registry clerk opens them from the workspace menu, the queue counts are the ones the menu
 * shows, the month chart is drawn, and the month table saves as a CSV file with Thai month
 * names and the table's figures. Expected figures come from the same session, never constants.
 */
import { readFile } from 'node:fs/promises';
import { QUEUE_CODES } from '../../engine/queues/registry';
import { expect, FLOW, test } from './fixtures';
import { reads } from './tenants';
import { apiPost as post, apiSignIn, openWithSession } from './api-session';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

test(
  'the clerk sees the queue counts of the menu, a month chart, and saves the month table as CSV',
  { tag: [FLOW, ...reads('dashboard.queues')] },
  async ({ page, tenant: { caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const summary = await post(base, 'reportSummary', {}, saraban.token);
    expect(summary.status, summary.message).toBe('success');
    const year = summary.YEAR as number;

    await openWithSession(page, base, saraban);
    await page.goto(`${base}/sarabun`);
    await page.getByTestId('workspace-tool-reports').click();
    await expect(page).toHaveURL(/\/sarabun\/reports$/);
    await expect(page.getByTestId('reports-queues-table')).toBeVisible();

    // Every queue's count in the report is the count the workspace menu shows beside it.
    const nav = page.getByTestId('workspace-nav');
    for (const code of QUEUE_CODES) {
      const menuCount = await nav.getByTestId(`workspace-nav-${code}`).getAttribute('data-count');
      expect(menuCount, code).toMatch(/^\d+$/);
      await expect(page.getByTestId(`reports-queue-count-${code}`), code).toHaveText(menuCount!);
    }

    // The month chart is drawn (an SVG with bars), labelled for people who cannot see it.
    const chart = page.getByTestId('reports-month-chart');
    await expect(chart).toHaveAttribute('role', 'img');
    await expect(chart).toHaveAttribute('aria-label', new RegExp(String(year)));
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('reports-department-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('reports-months-table').locator('tbody tr')).toHaveCount(13);
    await personShot(page, { path: 'test-results/reports/reports.png', fullPage: true });

    // Saved as CSV: Thai month names with the Buddhist-era year and the figures of the table.
    const months = summary.MONTHS as { MONTH: number; RECEIVED: number; SENT: number }[];
    const download = page.waitForEvent('download');
    await page.getByTestId('reports-months-export-csv').click();
    const csv = await download;
    expect(csv.suggestedFilename()).toBe(`จำนวนหนังสือรายเดือน-${year}.csv`);
    const text = (await readFile((await csv.path())!)).toString('utf8');
    expect(text.startsWith('\uFEFFเดือน,หนังสือรับ,หนังสือส่ง\r\n')).toBe(true);
    expect(text).toContain(`\r\nมกราคม ${year},${months[0]!.RECEIVED},${months[0]!.SENT}\r\n`);
    expect(text).toContain(`\r\nธันวาคม ${year},${months[11]!.RECEIVED},${months[11]!.SENT}\r\n`);
    const received = months.reduce((sum, m) => sum + m.RECEIVED, 0);
    await expect(page.getByTestId('reports-months-table-total').locator('td').first()).toHaveText(String(received));

    expect(problems).toEqual([]);
  },
);
