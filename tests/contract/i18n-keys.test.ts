/**
 * Language: no UI string is hard-coded, and no translation key is missing.
 *
 * (a) Every literal key the code hands to i18next — t('a.b'), i18nKey="a.b", titleKey="a.b",
 *     labelKey: 'a.b' — exists in the engine's th and en locales, and resolves in every
 *     language each tenant offers (thOnlb and the like) through its fallback chain.
 * (b) widgets/ and app/ source holds no Thai text and no English JSX text or human-facing
 *     attribute (label, placeholder, title, alt, aria-label…) outside a t() call.
 *
 * Files are parsed with the TypeScript compiler, so comments never count and string literals
 * are found exactly. A line may be exempted by a comment containing `i18n-ok: <reason>`
 * (a product name, a unit symbol), never for a sentence a person reads.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import en from '../../engine/i18n/locales/en.json';
import th from '../../engine/i18n/locales/th.json';
import { capabilitiesOf, languageChain } from '../../engine/tenant/capabilities';
import { listTenantCodes, loadTenant, PROJECT_ROOT } from '../../server/tenants/load';

export const ALLOW_MARKER = 'i18n-ok';
const THAI = /[\u0E00-\u0E7F]/;
// Attributes a person reads or a screen reader speaks; their text must come from t().
const HUMAN_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'helperText',
  'tooltip',
  'message',
  'confirmText',
  'cancelText',
]);
// A key: dotted identifiers (login.submit, pdpa.point.data); plain words are not keys.
const KEY = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

export interface Finding {
  line: number;
  text: string;
  what: string;
}

function lineOf(file: ts.SourceFile, node: ts.Node): number {
  return file.getLineAndCharacterOfPosition(node.getStart(file)).line;
}

function parse(source: string, fileName: string): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return null;
}

/** Literal translation keys used in one source file. */
export function findKeys(source: string, fileName = 'file.tsx'): { key: string; line: number }[] {
  const file = parse(source, fileName);
  const keys: { key: string; line: number }[] = [];
  const add = (node: ts.Node | undefined) => {
    const text = literalText(node);
    if (text !== null && KEY.test(text)) keys.push({ key: text, line: lineOf(file, node as ts.Node) + 1 });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      // t('k'), i18n.t('k'), props.t('k'): the first argument.
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      if (name === 't') add(node.arguments[0]);
    } else if (ts.isJsxAttribute(node) && /(^i18nKey$|Key$)/.test(node.name.getText(file))) {
      add(node.initializer);
    } else if (ts.isPropertyAssignment(node) && /(^i18nKey$|Key$)/.test(node.name.getText(file))) {
      add(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return keys;
}

/** Hard-coded UI text in one source file: Thai anywhere, English as JSX text or a human-facing attribute. */
export function findHardCodedText(source: string, fileName = 'file.tsx'): Finding[] {
  const file = parse(source, fileName);
  const lines = source.split('\n');
  const found: Finding[] = [];
  const report = (node: ts.Node, what: string) => {
    const line = lineOf(file, node);
    const text = lines[line] ?? '';
    if (!text.includes(ALLOW_MARKER)) found.push({ line: line + 1, text: text.trim(), what });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (THAI.test(text) || /[A-Za-z]{2,}/.test(text)) report(node, `JSX text "${text}"`);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (THAI.test(node.text)) report(node, `Thai text "${node.text}"`);
    } else if (ts.isJsxAttribute(node) && HUMAN_ATTRIBUTES.has(node.name.getText(file))) {
      const text = literalText(node.initializer);
      if (text !== null && /[A-Za-z]{2,}/.test(text) && !THAI.test(text)) report(node, `${node.name.getText(file)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

async function sourceFiles(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(path.join(PROJECT_ROOT, dir), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && pattern.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

type Tree = { [key: string]: string | Tree };

/** Whether a key (or its plural forms, key_one/key_other) is a string in the tree. */
export function hasKey(tree: Tree, key: string): boolean {
  const parts = key.split('.');
  const leafName = parts.pop() as string;
  let node: string | Tree | undefined = tree;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return false;
  return typeof node[leafName] === 'string' || Object.keys(node).some((k) => k.startsWith(`${leafName}_`) && typeof node[k] === 'string');
}

const relative = (file: string) => path.relative(PROJECT_ROOT, file);

describe('i18n scanners', () => {
  it('find literal keys in t(), i18nKey and *Key props, not in comments or dynamic keys', () => {
    const source = `
      // t('comment.key') is not code
      const a = t('login.submit', { x: 1 });
      const b = i18n.t("pdpa.title");
      const c = t(\`route.\${name}\`);
      const d = <Trans i18nKey="login.copyright" />;
      const e = <Page titleKey="route.portal" labelKey={'menu.home'} />;
      const f = { titleKey: 'route.settings', storage: 'a.b' };
      const g = t('plainword');
      it('works', () => {});
    `;
    expect(findKeys(source).map((k) => k.key)).toEqual(['login.submit', 'pdpa.title', 'login.copyright', 'route.portal', 'menu.home', 'route.settings']);
  });

  it('find Thai and English UI text outside t(), ignoring comments, test ids and class names', () => {
    const source = [
      '// ข้อความในความคิดเห็น',
      'const x = <Box data-testid="queue-tile" className="Mui-focused" aria-label={t("a.b")}>{t("a.c")}</Box>;',
      'const y = <Button title="Save">Send now</Button>;',
      "const z = 'ส่งคืน';",
      'const w = <span>{count} / {total}</span>;',
      "const v = <img alt='' src={logo} />;",
      'const u = <b>PDF</b>; // i18n-ok: a file format name',
    ].join('\n');
    expect(findHardCodedText(source).map((f) => `${f.line} ${f.what}`)).toEqual(['3 title="Save"', '3 JSX text "Send now"', '4 Thai text "ส่งคืน"']);
  });

  it('resolve plural forms', () => {
    expect(hasKey({ a: { items_one: '1', items_other: 'n' } }, 'a.items')).toBe(true);
    expect(hasKey({ a: { b: 'x' } }, 'a.c')).toBe(false);
    expect(hasKey({ a: 'x' }, 'a.b')).toBe(false);
  });
});

describe('translation keys used by the code', async () => {
  const files = (await Promise.all(['app', 'widgets', 'engine'].map((dir) => sourceFiles(dir, /\.tsx?$/)))).flat();
  const used = (await Promise.all(files.map(async (file) => findKeys(await readFile(file, 'utf8'), file).map((k) => ({ ...k, file: relative(file) }))))).flat();

  it('finds keys to check (the scan works)', () => {
    expect(used.length).toBeGreaterThan(20);
  });

  for (const [lang, tree] of [
    ['th', th],
    ['en', en],
  ] as const) {
    it(`exist in the engine's ${lang} locale`, () => {
      const missing = used.filter((u) => !hasKey(tree as Tree, u.key)).map((u) => `${u.file}:${u.line} ${u.key}`);
      expect(missing, `keys missing in engine/i18n/locales/${lang}.json`).toEqual([]);
    });
  }

  it("resolve in every language each tenant offers, through the language's fallback chain", async () => {
    const missing: string[] = [];
    for (const code of await listTenantCodes()) {
      const tenant = await loadTenant(code);
      const { language } = capabilitiesOf(tenant.manifest);
      for (const lang of new Set([...language.available, language.default])) {
        const chain = languageChain(lang, language.fallback);
        for (const u of used) {
          if (!chain.some((l) => tenant.locales[l] && hasKey(tenant.locales[l] as Tree, u.key)))
            missing.push(`${code} ${lang}: ${u.key} (${u.file}:${u.line})`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('no hard-coded UI text in widgets/ and app/', async () => {
  const files = (await Promise.all(['app', 'widgets'].map((dir) => sourceFiles(dir, /\.tsx$/)))).flat();
  for (const file of files) {
    it(relative(file), async () => {
      const found = findHardCodedText(await readFile(file, 'utf8'), file).map((f) => `${f.line}: ${f.what}  ${f.text}`);
      expect(found, `use t('…') with a key in engine/i18n/locales/{th,en}.json (or mark a non-language line with // ${ALLOW_MARKER}: why)`).toEqual([]);
    });
  }
});
