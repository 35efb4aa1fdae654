/**
 * No tenant code literal ('IEAT', "ONEP", `DTN`...) in engine/, widgets/,
 * app/ or server/. Every difference between organisations is manifest data; a quoted code in
 * code is the first step towards `if (appName === 'X')`.
 *
 * Files are parsed with the TypeScript compiler, so only real string literals count: a code in
 * a comment, an identifier or a longer string ('DTN-2', 'IEAT office') does not. A line may be
 * exempted by a comment containing `tenant-literal-ok: <reason>` on it, for the rare value that is
 * a tenant code by nature (the default APP_NAME), never for branching.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, listTenantCodes } from '../../server/tenants/load';

const SCANNED = ['engine', 'widgets', 'app', 'server'];
export const ALLOW_MARKER = 'tenant-literal-ok';

export interface TenantLiteral {
  line: number;
  code: string;
  text: string;
}

/** Quoted tenant codes in one TypeScript source: string and template literals equal to a code. */
export function findTenantLiterals(source: string, codes: readonly string[], fileName = 'file.tsx'): TenantLiteral[] {
  const known = new Set(codes);
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = source.split('\n');
  const found: TenantLiteral[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && known.has(node.text)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const text = lines[line] ?? '';
      if (!text.includes(ALLOW_MARKER)) found.push({ line: line + 1, code: node.text, text: text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort();
}

describe('no tenant code literals in engine/, widgets/, app/, server/', () => {
  it('finds none', async () => {
    const codes = await listTenantCodes();
    expect(codes.length).toBeGreaterThanOrEqual(10);
    const offences: string[] = [];
    for (const dir of SCANNED) {
      for (const file of await sourceFiles(path.join(PROJECT_ROOT, dir))) {
        const source = await readFile(file, 'utf8');
        for (const hit of findTenantLiterals(source, codes, file)) {
          offences.push(`${path.relative(PROJECT_ROOT, file)}:${hit.line}: '${hit.code}' in: ${hit.text}`);
        }
      }
    }
    expect(offences, `Tenant codes written in code; make the difference a manifest value (docs/tenants.md) instead:\n${offences.join('\n')}`).toEqual([]);
  });
});

describe('findTenantLiterals (the scanner can fail)', () => {
  const codes = ['DTN', 'IEAT', 'ONEP', 'DEV-MIX'];

  it('finds single-quoted, double-quoted and template literals, with their line', () => {
    const source = ['const a = 1;', "if (appName === 'DTN') a++;", 'const b = "IEAT";', 'const c = `ONEP`;', "const d = { x: 'DEV-MIX' };"].join('\n');
    expect(findTenantLiterals(source, codes).map((h) => [h.line, h.code])).toEqual([
      [2, 'DTN'],
      [3, 'IEAT'],
      [4, 'ONEP'],
      [5, 'DEV-MIX'],
    ]);
  });

  it('finds a code in JSX attributes and in switch cases', () => {
    const source = 'export const X = () => <Logo tenant="DTN" />;\nswitch (code) { case \'IEAT\': break; }';
    expect(findTenantLiterals(source, codes, 'x.tsx').map((h) => h.code)).toEqual(['DTN', 'IEAT']);
  });

  it('ignores comments, identifiers, other strings and exempted lines', () => {
    const source = [
      "// IEAT's jobCommand shows the command text; 'DTN' has a chat",
      '/* "ONEP" on-behalf badge */',
      'const DTN = 1;',
      "const s = 'DTN-2';",
      'const t = `x ${DTN} IEAT`;',
      `export const DEFAULT_APP_NAME = 'DTN'; // ${ALLOW_MARKER}: the default tenant`,
    ].join('\n');
    expect(findTenantLiterals(source, codes)).toEqual([]);
  });
});
