/**
 * The page carries only the first page's namespaces of the locale tree: every key used by code
 * that can render before the signed-in layout has loaded the whole tree must be in one of them.
 * That code is what the entry imports statically, plus the public pages and session screens
 * it loads lazily. A key is any string literal in a rendering layer (app/, widgets/) that names
 * a string of the Thai locale; the engine's tables (routes, queues) name keys for every page and
 * are rendered by the signed-in pages only.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import th from '../../engine/i18n/locales/th.json';
import { FIRST_PAGE_NAMESPACES } from '../../engine/i18n/first-page-strings';
import { PROJECT_ROOT } from '../../server/tenants/load';

const ROOTS = [
  'app/main.tsx',
  'app/pages/ForgotPasswordPage.tsx',
  'app/pages/ResetPasswordPage.tsx',
  'app/pages/RegisterPage.tsx',
  'widgets/session/ServerUnreachable.tsx',
  'widgets/session/DeviceConfirmDialog.tsx',
  'widgets/session/SignInErrorDialog.tsx',
  'widgets/login/CaptchaField.tsx',
];

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && !candidate.endsWith('.json') && path.extname(candidate)) return candidate;
  return null;
}

/** Files reached from the roots by static imports (an `import()` loads later, so it is not followed). */
async function staticClosure(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const stack = ROOTS.map((file) => path.join(PROJECT_ROOT, file));
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    const source = await readFile(file, 'utf8');
    files.set(file, source);
    for (const match of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm)) {
      const next = resolveImport(file, match[1]!);
      if (next && !next.includes('node_modules')) stack.push(next);
    }
  }
  return files;
}

function isKey(candidate: string): boolean {
  let node: unknown = th;
  for (const part of candidate.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('first-page strings', () => {
  it('cover every key the sign-in path can show before the signed-in layout loads', async () => {
    const files = await staticClosure();
    expect(files.size).toBeGreaterThan(20);
    const outside: string[] = [];
    for (const [file, source] of files) {
      if (!/^(app|widgets)\//.test(path.relative(PROJECT_ROOT, file))) continue;
      for (const match of source.matchAll(/['`]([a-zA-Z]+\.[a-zA-Z0-9_.]+)['`]/g)) {
        const key = match[1]!;
        if (isKey(key) && !(FIRST_PAGE_NAMESPACES as readonly string[]).includes(key.split('.')[0]!))
          outside.push(`${path.relative(PROJECT_ROOT, file)}: ${key}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
