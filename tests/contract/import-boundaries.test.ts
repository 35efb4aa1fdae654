/**
 * The import boundaries between the product, the tools and the tests, as ESLint applies them
 * (eslint.config.js): the product (engine/, widgets/, app/, server/, their tests included)
 * imports neither scripts/ nor tests/; scripts/ may import the server and the engine but not
 * tests/; tests/ may import everything they test. The tests of the browser layers may read a
 * real tenant through the server's loader and nothing else of server/. Each case lints one
 * import line as if it were written in the named file, so dropping or loosening a rule fails
 * here and not only when someone happens to break it.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/tenants/load';

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);
const eslint = new ESLint({ cwd: PROJECT_ROOT });

/** The boundary rules' messages for one import (static, or import() when dynamic) written in `file`. */
async function boundaryErrors(file: string, specifier: string, dynamic = false): Promise<string[]> {
  const code = dynamic ? `export const load = () => import('${specifier}');\n` : `import '${specifier}';\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(PROJECT_ROOT, file) });
  return result!.messages.filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message);
}

// [file the import is written in, what it imports]
const refused: [string, string][] = [
  ['server/app.ts', '../scripts/gen-types'],
  ['server/http/probe.ts', '../../tests/e2e/tenants'],
  ['server/http/probe.test.ts', '../../scripts/registry-enums'],
  ['server/test-support/probe.ts', '../../tests/e2e/fixtures'],
  ['engine/tenant/probe.ts', '../../scripts/gen-types'],
  ['engine/tenant/probe.ts', '../../server/tenants/load'],
  ['engine/tenant/probe.test.ts', '../../tests/e2e/tenants'],
  ['engine/tenant/probe.test.ts', '../../server/app'],
  ['engine/tenant/probe.test.ts', '../../server/tenants/other'],
  ['widgets/documents/Probe.tsx', '../../scripts/precompress'],
  ['widgets/test-support/probe.tsx', '../../tests/e2e/fixtures'],
  ['widgets/documents/probe.test.ts', '../../server/db/database'],
  ['app/pages/Probe.tsx', '../../tests/e2e/tenants'],
  ['app/pages/Probe.test.tsx', '../../scripts/gen-types'],
  ['scripts/probe.ts', '../tests/e2e/tenants'],
  ['scripts/probe.test.ts', '../tests/contract/flow-cover.test'],
];

const allowed: [string, string][] = [
  ['server/app.ts', './tenants/load'],
  ['server/http/probe.ts', '../../engine/api/routes'],
  ['engine/tenant/probe.test.ts', '../../server/tenants/load'],
  ['widgets/test-support/probe.tsx', '../../server/tenants/load'],
  ['app/pages/Probe.test.tsx', '../../server/tenants/load'],
  ['scripts/probe.ts', '../server/tenants/load'],
  ['scripts/probe.ts', '../server/test-support/fixtures'],
  ['scripts/probe.ts', '../engine/api/routes'],
  ['tests/e2e/probe.ts', '../../scripts/portal-session'],
  ['tests/contract/probe.test.ts', '../../server/app'],
  ['tests/contract/probe.test.ts', '../../engine/api/routes'],
  ['tests/contract/probe.test.ts', '../../widgets/documents/ActionPanel'],
  ['tests/contract/probe.test.ts', '../../app/routing/create-router'],
];

describe('import boundaries', () => {
  it.each(refused)('%s may not import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).not.toEqual([]);
  });

  it.each(allowed)('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });

  it('holds for import() as well', async () => {
    expect(await boundaryErrors('server/modules/probe.test.ts', '../../scripts/gen-types', true)).not.toEqual([]);
    expect(await boundaryErrors('engine/probe.ts', '../tests/e2e/tenants', true)).not.toEqual([]);
    expect(await boundaryErrors('scripts/probe.ts', '../tests/e2e/tenants', true)).not.toEqual([]);
    expect(await boundaryErrors('scripts/probe.ts', '../server/start', true)).toEqual([]);
    expect(await boundaryErrors('app/routing/probe.tsx', '../pages/DashboardPage', true)).toEqual([]);
  });
});
