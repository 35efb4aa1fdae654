import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import MatrixReporter from './matrix-reporter';

let root: string;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'matrix-'));
  for (const [tenant, screens] of [
    ['AAA', ['login', 'dashboard', 'queue-review']],
    ['BBB', ['login', 'dashboard']],
    ['CCC', ['login', 'dashboard', 'notifications']],
  ] as const) {
    await mkdir(path.join(root, 'shots', tenant), { recursive: true });
    for (const screen of screens) await writeFile(path.join(root, 'shots', tenant, `${screen}.png`), PNG);
  }
  await mkdir(path.join(root, 'artifacts'));
  for (const kind of ['actual', 'diff']) await writeFile(path.join(root, 'artifacts', `login-${kind}.png`), PNG);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const test = (tenant: string): TestCase => ({ tags: ['@visual'], parent: { project: () => ({ name: tenant }) } }) as unknown as TestCase;
const result = (status: TestResult['status'], attachments: TestResult['attachments'] = []): TestResult => ({ status, attachments }) as unknown as TestResult;

// Screens in the order a person meets them (sign-in, dashboard, a queue, notifications).
it('lists every tenant and screen of the baselines folder, with the actual and diff pictures of a difference', async () => {
  const reportDir = path.join(root, 'report');
  const reporter = new MatrixReporter({ screenshotsDir: path.join(root, 'shots'), reportDir });
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  reporter.onTestEnd(test('AAA'), result('passed'));
  reporter.onTestEnd(test('AAA'), result('passed'));
  reporter.onTestEnd(
    test('BBB'),
    result('failed', [
      { name: 'BBB/login-expected.png', contentType: 'image/png', path: path.join(root, 'shots/BBB/login.png') },
      { name: 'BBB/login-actual.png', contentType: 'image/png', path: path.join(root, 'artifacts/login-actual.png') },
      { name: 'BBB/login-diff.png', contentType: 'image/png', path: path.join(root, 'artifacts/login-diff.png') },
    ]),
  );
  // CCC was not run at all.
  await reporter.onEnd({ status: 'failed' } as never);

  const html = await readFile(path.join(reportDir, 'index.html'), 'utf8');
  const cells = [...html.matchAll(/data-tenant="([^"]+)" data-screen="([^"]+)" data-status="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
  expect(cells).toEqual([
    'AAA login passed',
    'AAA dashboard passed',
    'AAA queue-review passed',
    'AAA notifications not-run',
    'BBB login failed',
    'BBB dashboard not-run',
    'BBB queue-review not-run',
    'BBB notifications not-run',
    'CCC login not-run',
    'CCC dashboard not-run',
    'CCC queue-review not-run',
    'CCC notifications not-run',
  ]);
  // AAA has no notifications picture: its cell says so instead of going missing.
  expect(html).toContain('no baseline');
  expect(html).toContain('src="actual/BBB/login.png"');
  expect(html).toContain('src="diff/BBB/login.png"');
  expect((await readdir(path.join(reportDir, 'baseline'))).sort()).toEqual(['AAA', 'BBB', 'CCC']);
  expect(await readdir(path.join(reportDir, 'diff/BBB'))).toEqual(['login.png']);
});
