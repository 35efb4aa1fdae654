/**
 * A Playwright reporter for the snapshot matrix (added by npm run test:visual; the default
 * reporter of npx playwright test stays as it is): after the run it writes
 * test-results/visual-report/index.html through scripts/matrix-report.ts. A failed picture
 * comes with its actual and diff images (Playwright attaches them as <screen>-actual.png and
 * <screen>-diff.png); a tenant whose visual tests all passed has every picture the same as
 * its baseline; anything else is shown as not run.
 */
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { buildMatrix, writeMatrixReport, SCREENSHOTS_DIR, REPORT_DIR, type ScreenResult } from '../../scripts/matrix-report';

const ATTACHMENT = /([^/\\]+?)-(actual|diff)\.png$/;

export default class MatrixReporter implements Reporter {
  private readonly failures = new Map<string, ScreenResult>();
  /** Per tenant: did every visual test pass? */
  private readonly tenants = new Map<string, boolean>();

  constructor(private readonly options: { screenshotsDir?: string; reportDir?: string } = {}) {}

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!test.tags.includes('@visual')) return;
    const tenant = test.parent.project()?.name ?? 'unknown';
    const passed = result.status === 'passed';
    this.tenants.set(tenant, (this.tenants.get(tenant) ?? true) && passed);
    for (const attachment of result.attachments) {
      const match = attachment.path ? ATTACHMENT.exec(path.basename(attachment.name)) : null;
      if (!match || !attachment.path) continue;
      const screen = match[1]!;
      const key = `${tenant}/${screen}`;
      const found = this.failures.get(key) ?? { tenant, screen, status: 'failed' as const };
      this.failures.set(key, { ...found, [match[2] as 'actual' | 'diff']: attachment.path });
    }
  }

  async onEnd(_result: FullResult): Promise<void> {
    const screenshotsDir = this.options.screenshotsDir ?? SCREENSHOTS_DIR;
    const empty = await buildMatrix([], screenshotsDir);
    const passedTenants = [...this.tenants].filter(([, ok]) => ok).map(([tenant]) => tenant);
    const results: ScreenResult[] = [
      ...this.failures.values(),
      ...empty.cells
        .filter((c) => passedTenants.includes(c.tenant) && c.baseline)
        .map((c) => ({ tenant: c.tenant, screen: c.screen, status: 'passed' as const })),
    ];
    const page = await writeMatrixReport(await buildMatrix(results, screenshotsDir), this.options.reportDir ?? REPORT_DIR);
    console.log(`Snapshot matrix report: ${path.relative(process.cwd(), page)} (npm run visual:report serves it)`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
