import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../server/tenants/load';
import { formatIssue, type ManifestIssue } from '../engine/tenant/validate';
import { checkEngineLocales, validateAll } from './validate-tenants';

const run = promisify(execFile);
const FIXTURES = path.join(PROJECT_ROOT, 'tests/fixtures/broken-tenants');
const TSX = path.join(PROJECT_ROOT, 'node_modules/.bin/tsx');
const SCRIPT = path.join(PROJECT_ROOT, 'scripts/validate-tenants.ts');

interface ExpectedProblem {
  file: string;
  pointer: string;
  /** Fragment of the issue's expected text. */
  expected: string;
  /** Fragment of the issue's hint. */
  hint: string;
}

const cases = (await readdir(FIXTURES, { withFileTypes: true }))
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

async function expectedOf(name: string): Promise<ExpectedProblem[]> {
  const doc = JSON.parse(await readFile(path.join(FIXTURES, name, 'expected.json'), 'utf8')) as { problems: ExpectedProblem[] };
  return doc.problems;
}

const matches = (issue: ManifestIssue, want: ExpectedProblem): boolean =>
  issue.file === want.file && issue.pointer === want.pointer && issue.expected.includes(want.expected) && issue.hint.includes(want.hint);

describe('check:tenants on the broken fixtures', () => {
  it('covers every kind of mistake the validator promises to catch', () => {
    for (const required of [
      'unknown-property',
      'unknown-queue',
      'bad-colour',
      'missing-required',
      'unknown-column-field',
      'filter-queue-not-shown',
      'locale-key-missing',
      'logo-missing',
      'code-folder-mismatch',
      'invalid-json',
    ]) {
      expect(cases).toContain(required);
    }
  });

  it.each(cases)('%s produces exactly its expected problems', async (name) => {
    const expected = await expectedOf(name);
    const issues = await validateAll(path.join(FIXTURES, name, 'tenants'));
    const shown = issues.map(formatIssue).join('\n');
    const advice = `\nGot:\n${shown}\n(If tenants/_base changed, regenerate the fixtures: npx tsx tests/fixtures/broken-tenants/make-fixtures.ts)`;
    expect(issues.length, `problem count for ${name}${advice}`).toBe(expected.length);
    // Match each expected problem to a distinct issue, so a duplicate cannot satisfy two.
    const unused = [...issues];
    for (const want of expected) {
      const at = unused.findIndex((issue) => matches(issue, want));
      expect(at, `no problem like ${JSON.stringify(want)} for ${name}${advice}`).toBeGreaterThanOrEqual(0);
      unused.splice(at, 1);
    }
  });

  it('gives every problem a file, an expectation and a hint in words', async () => {
    for (const name of cases) {
      for (const issue of await validateAll(path.join(FIXTURES, name, 'tenants'))) {
        expect(issue.file).not.toBe('');
        expect(issue.expected.length).toBeGreaterThan(3);
        expect(issue.hint.length).toBeGreaterThan(15);
        expect(formatIssue(issue)).toMatch(/^[^:]+: \/[^:]*: expected .+\. Hint: .+/);
      }
    }
  });
});

describe('check:tenants on the real tenants', () => {
  it('finds no problem in tenants/', async () => {
    const issues = await validateAll();
    expect(issues.map(formatIssue)).toEqual([]);
  });

  it('finds the engine th and en locale files with the same keys', async () => {
    expect((await checkEngineLocales()).map(formatIssue)).toEqual([]);
  });
});

describe('the check:tenants command', () => {
  it('prints an OK line per tenant and exits 0 for tenants/', async () => {
    const { stdout } = await run(TSX, [SCRIPT], { cwd: PROJECT_ROOT });
    expect(stdout).toMatch(/^OK {2}DEV {2}\(tenants\/dev\/\)$/m);
    expect(stdout).toMatch(/no problems/);
  });

  it('prints file: pointer: expected ... Hint: ... and exits 1 for a broken folder', async () => {
    const failure = await run(TSX, [SCRIPT, '--dir', path.join(FIXTURES, 'bad-colour/tenants')], { cwd: PROJECT_ROOT }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('tenants/acme/manifest.json: /branding/theme/primary: expected a colour written #rrggbb. Hint: ');
    expect(failure?.stderr).toMatch(/1 problem\(s\) in 1 file\(s\)/);
  });
});
