/**
 * One catalogue: a text a person reads is written once, in the locale files the client
 * translates with, and the server takes the texts it shares with the client from there by
 * their keys (engine/i18n/catalogue-text.ts), so a reply and the screen cannot drift apart.
 *
 * (a) No string literal in the server's code is word for word a text of a catalogue: the
 *     engine's th and en, or any language of any tenant (thOnlb and the like, overrides
 *     included). A template literal counts with each ${...} standing for a {{name}}
 *     placeholder, so `ไฟล์ใหญ่เกิน ${mb} MB` matches "ไฟล์ใหญ่เกิน {{mb}} MB". The server's
 *     code is server/ without its tests and server/test-support (test and benchmark helpers).
 *     ALLOWED lists the few literals that are the same words by nature, each with why.
 * (b) Every key the server names (a literal key handed to thaiText or catalogueText, or either
 *     literal of a `kind === 'a' ? 'x.a' : 'x.b'` handed to them) is a text
 *     in the engine's th and en and resolves in every language each tenant offers through its
 *     fallback chain, as i18n-keys.test.ts holds the client's keys; a call filling placeholders
 *     names exactly the placeholders the text has in each engine language.
 *
 * Files are parsed with the TypeScript compiler, so comments never count.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../engine/i18n/catalogue-text';
import en from '../../engine/i18n/locales/en.json';
import th from '../../engine/i18n/locales/th.json';
import { capabilitiesOf, languageChain } from '../../engine/tenant/capabilities';
import { listTenantCodes, loadTenant, PROJECT_ROOT } from '../../server/tenants/load';

const THAI = /[\u0E00-\u0E7F]/;
const PLACEHOLDER = /\{\{\s*[\w.-]+\s*\}\}/g;
/** What a ${...} of a template and a {{name}} of a catalogue text both become. */
const HOLE = '\u0000';

/**
 * Literals that may equal a catalogue text, by file. Each is data or a format, not a sentence
 * the server could take from the catalogue: changing the catalogue's wording must not change it.
 */
const ALLOWED: Record<string, { texts: string[]; why: string }> = {
  'server/modules/settings/org-import-columns.ts': {
    texts: ['รหัสหน่วยงาน', 'ชื่อหน่วยงาน', 'ชื่อผู้ใช้', 'ชื่อ', 'นามสกุล', 'ตำแหน่ง', 'อีเมล', 'บทบาท'],
    why: "the import file's column headers are a file format (docs/import.md): offices keep templates with these words, so a label's new wording must not refuse their files",
  },
  'server/db/seed.ts': {
    texts: ['งานสารบรรณ'],
    why: "a demo department's name: a database row the administrator renames, not a word of the interface",
  },
  'server/modules/correspondence/seed.ts': {
    texts: ['งานสารบรรณ'],
    why: "a demo letter's addressee: the letter's own text, stored as written",
  },
  'server/modules/identity/create-admin.ts': {
    texts: ['ผู้ดูแลระบบ'],
    why: "the first administrator's position when none is given: stored on the person and edited on their profile",
  },
  'server/modules/correspondence/test-org.ts': {
    texts: ['ตำแหน่ง'],
    why: "the position of the correspondence tests' people: test data",
  },
};

export interface SourceText {
  line: number;
  /** The literal's text; a template's ${...} as HOLE. */
  text: string;
}

/** The Thai string and template literals of one source. */
export function thaiLiterals(source: string, fileName = 'file.ts'): SourceText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: SourceText[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
    if (text !== null && THAI.test(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

export interface KeyRead {
  line: number;
  key: string;
  /** The names of the placeholders the call fills, when it gives them as an object literal; null when it gives another expression. */
  params: string[] | null;
}

/** The literal texts an expression can be: a literal, or the literals of a conditional's branches. */
function literalsOf(node: ts.Expression | undefined): ts.StringLiteralLike[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  return [];
}

/** The literal keys one source hands to thaiText(key, params?) or catalogueText(lang, key, params?). */
export function keysRead(source: string, fileName = 'file.ts'): KeyRead[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: KeyRead[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['thaiText', 'catalogueText'].includes(node.expression.text)) {
      const at = node.expression.text === 'thaiText' ? 0 : 1;
      const given = node.arguments[at + 1];
      const params =
        given === undefined
          ? []
          : ts.isObjectLiteralExpression(given) && given.properties.every((p) => ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p))
            ? given.properties.map((p) => (p.name as ts.Identifier | ts.StringLiteral).text)
            : null;
      for (const key of literalsOf(node.arguments[at]))
        found.push({ line: file.getLineAndCharacterOfPosition(key.getStart(file)).line + 1, key: key.text, params });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

type Tree = { [key: string]: string | Tree };

function textAt(tree: unknown, key: string): string | null {
  let node = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : null;
}

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([k, v]): [string, string][] => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`)));
}

async function serverFiles(): Promise<string[]> {
  const entries = await readdir(path.join(PROJECT_ROOT, 'server'), { recursive: true, withFileTypes: true });
  return entries
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file))
    .map((file) => path.relative(PROJECT_ROOT, file).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('server/test-support/'))
    .sort();
}

describe('one-catalogue scanners', () => {
  it('find Thai literals and templates, not comments; a template hole is HOLE', () => {
    const source = ["// 'ไฟล์ว่างเปล่า'", "const a = 'ไฟล์ว่างเปล่า';", 'const b = `ไฟล์ใหญ่เกิน ${mb} MB`;', "const c = 'plain';"].join('\n');
    expect(thaiLiterals(source)).toEqual([
      { line: 2, text: 'ไฟล์ว่างเปล่า' },
      { line: 3, text: `ไฟล์ใหญ่เกิน ${HOLE} MB` },
    ]);
  });

  it('find the literal keys handed to thaiText and catalogueText, with the placeholders they fill', () => {
    const source = [
      "thaiText('a.b');",
      "thaiText('a.c', { field: label, max });",
      "catalogueText('en', 'a.d', params);",
      'thaiText(entry.key);',
      "other('a.e');",
      "thaiText(kind === 'send' ? 'a.send' : 'a.receive', { year });",
    ].join('\n');
    expect(keysRead(source)).toEqual([
      { line: 1, key: 'a.b', params: [] },
      { line: 2, key: 'a.c', params: ['field', 'max'] },
      { line: 3, key: 'a.d', params: null },
      { line: 6, key: 'a.send', params: ['year'] },
      { line: 6, key: 'a.receive', params: ['year'] },
    ]);
  });
});

describe('one catalogue for the server and the client', async () => {
  const files = await serverFiles();
  const sources = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(PROJECT_ROOT, file), 'utf8')] as const)));
  const tenants = await Promise.all((await listTenantCodes()).map(async (code) => ({ code, tenant: await loadTenant(code) })));

  // Every catalogue text, its placeholders as HOLE, with where it is written.
  const catalogue = new Map<string, string[]>();
  const add = (tree: unknown, where: string) => {
    for (const [key, text] of leaves(tree))
      catalogue.set(text.replace(PLACEHOLDER, HOLE), [...(catalogue.get(text.replace(PLACEHOLDER, HOLE)) ?? []), `${where} ${key}`]);
  };
  add(th, 'th');
  add(en, 'en');
  for (const { code, tenant } of tenants) for (const [lang, tree] of Object.entries(tenant.locales)) add(tree, `${code}/${lang}`);

  const reads = [...sources].flatMap(([file, source]) => keysRead(source, file).map((read) => ({ ...read, file })));

  it('scans the server and the catalogues (the scan works)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(catalogue.size).toBeGreaterThan(1000);
    expect(reads.length).toBeGreaterThan(20);
  });

  it('no Thai literal of the server repeats a catalogue text (take it by its key with thaiText)', () => {
    const repeated: string[] = [];
    for (const [file, source] of sources) {
      for (const { line, text } of thaiLiterals(source, file)) {
        const where = catalogue.get(text);
        if (where && !ALLOWED[file]?.texts.includes(text))
          repeated.push(`${file}:${line} ${JSON.stringify(text.replaceAll(HOLE, '${…}'))} = ${where.slice(0, 3).join(', ')}`);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('allows only literals that are still there and still repeat a catalogue text', () => {
    const stale: string[] = [];
    for (const [file, { texts }] of Object.entries(ALLOWED)) {
      const found = new Set(thaiLiterals(sources.get(file) ?? '', file).map((literal) => literal.text));
      for (const text of texts) if (!found.has(text) || !catalogue.has(text)) stale.push(`${file}: ${text}`);
    }
    expect(stale).toEqual([]);
  });

  for (const [lang, tree] of [
    ['th', th],
    ['en', en],
  ] as const) {
    it(`every key the server names is a text of the engine's ${lang}, and every call fills exactly its placeholders`, () => {
      const problems: string[] = [];
      for (const { file, line, key, params } of reads) {
        const text = textAt(tree as Tree, key);
        if (text === null) problems.push(`${file}:${line} ${key}: missing`);
        else if (params !== null && [...new Set(placeholdersOf(text))].sort().join() !== [...new Set(params)].sort().join())
          problems.push(`${file}:${line} ${key}: the text has {${placeholdersOf(text).join(', ')}}, the call fills {${params.join(', ')}}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("every key the server names resolves in every language each tenant offers, through the language's fallback chain", () => {
    const missing: string[] = [];
    for (const { code, tenant } of tenants) {
      const { language } = capabilitiesOf(tenant.manifest);
      for (const lang of new Set([...language.available, language.default])) {
        const chain = languageChain(lang, language.fallback);
        for (const { file, line, key } of reads)
          if (!chain.some((l) => textAt(tenant.locales[l], key) !== null)) missing.push(`${code} ${lang}: ${key} (${file}:${line})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
