/**
 * Generates TypeScript types from every JSON Schema in schemas/ into schemas/generated/, after
 * writing the schema enums that are engine registries' lists (scripts/registry-enums.ts).
 *
 *   npm run gen:types            write the registry enums into the schemas, then the types
 *   npm run gen:types -- --check fail (exit 1) when a schema's registry enum differs from its
 *                                registry or a committed type file differs from what the
 *                                schemas produce, so neither can drift.
 */
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { ROUTES, type RouteSpec } from '../engine/api/routes';
import { REGISTRY_ENUMS, withRegistryEnums } from './registry-enums';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'schemas/generated');

async function schemaFiles(): Promise<{ file: string; out: string }[]> {
  const top = (await readdir(path.join(root, 'schemas'))).filter((f) => f.endsWith('.schema.json')).map((f) => `schemas/${f}`);
  const api = (await readdir(path.join(root, 'schemas/api'))).filter((f) => f.endsWith('.schema.json')).map((f) => `schemas/api/${f}`);
  const settings = (await readdir(path.join(root, 'schemas/settings'))).filter((f) => f.endsWith('.schema.json')).map((f) => `schemas/settings/${f}`);
  return [...top, ...api, ...settings].sort().map((file) => {
    const base = path.basename(file, '.schema.json');
    const folder = path.dirname(file).slice('schemas'.length + 1);
    return { file, out: folder ? `${folder}/${base}.ts` : `${base}.ts` };
  });
}

export async function generate(): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  const apiTypes: { name: string; type: string; titles: string[] }[] = [];
  for (const { file, out } of await schemaFiles()) {
    const schema = JSON.parse(withRegistryEnums(file, await readFile(path.join(root, file), 'utf8'))) as JSONSchema;
    const ts = await compile(schema, path.basename(file), {
      bannerComment: `/* Generated from ${file} by \`npm run gen:types\`. Do not edit: edit the schema and regenerate. */`,
      additionalProperties: false,
      // A bounded list is a plain array in TypeScript; the schema checks its length at the door.
      ignoreMinAndMaxItems: true,
      cwd: path.dirname(path.join(root, file)),
      style: { singleQuote: true, printWidth: 120 },
    });
    result.set(out, ts);
    if (out.startsWith('api/')) apiTypes.push({ name: path.basename(out, '.ts'), type: String(schema.title), titles: titlesIn(schema) });
  }
  for (const { name } of apiTypes) result.set(`api/${name}.ts`, importShared(result.get(`api/${name}.ts`)!, name, apiTypes));
  result.set('api/index.ts', apiIndex(apiTypes));
  result.set('client-routes.ts', clientRoutes());
  return result;
}

/** Every title a schema file declares itself (its own and its sub-schemas'; a $ref to another file is that file's). */
function titlesIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(titlesIn);
  if (!node || typeof node !== 'object') return [];
  const object = node as Record<string, unknown>;
  const own = typeof object.title === 'string' ? [object.title] : [];
  return [...own, ...Object.entries(object).flatMap(([key, value]) => (key === 'title' ? [] : titlesIn(value)))];
}

/**
 * json-schema-to-typescript declares a referenced file's types again in every file that
 * references it; each type is declared once instead, in the file whose schema defines it, and
 * imported where it is used.
 */
function importShared(ts: string, file: string, files: { name: string; titles: string[] }[]): string {
  const owner = new Map(files.flatMap(({ name, titles }) => titles.map((title) => [title, name] as const)));
  const lines = ts.split('\n');
  const imports = new Map<string, string[]>();
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const declared = /^export (?:interface|type) (\w+)/.exec(lines[i]!)?.[1];
    const from = declared ? owner.get(declared) : undefined;
    if (!declared || from === undefined || from === file) {
      kept.push(lines[i]!);
      continue;
    }
    // Drop the declaration with the doc comment right above it.
    if (kept.at(-1) === ' */') while (kept.length > 0 && kept.pop() !== '/**');
    const isInterface = lines[i]!.startsWith('export interface');
    while (i < lines.length && !(isInterface ? lines[i] === '}' : lines[i]!.endsWith(';'))) i++;
    imports.set(from, [...(imports.get(from) ?? []), declared]);
  }
  const body = kept.join('\n');
  const used = [...imports]
    .map(([from, names]) => [from, names.filter((name) => new RegExp(`\\b${name}\\b`).test(body))] as const)
    .filter(([, names]) => names.length > 0);
  if (used.length === 0) return body;
  const importLines = used.sort().map(([from, names]) => `import type { ${[...names].sort().join(', ')} } from './${from}';`);
  // After the banner comment (the first line).
  return [kept[0]!, '', ...importLines, ...kept.slice(1)].join('\n');
}

/**
 * schemas/generated/api/index.ts: every API schema's type under the schema's file name, so
 * the route table (engine/api/routes.ts) names a schema once and both sides get its type.
 */
function apiIndex(types: { name: string; type: string }[]): string {
  const lines = ['/* Generated from schemas/api/ by `npm run gen:types`. Do not edit: add or change a schema and regenerate. */', ''];
  for (const { name, type } of types) lines.push(`import type { ${type} } from './${name}';`);
  lines.push('', '/** Every schema in schemas/api by its file name (without .schema.json), with its type. */', 'export interface ApiSchemas {');
  for (const { name, type } of types) lines.push(`  '${name}': ${type};`);
  lines.push('}', '', 'export type ApiSchemaName = keyof ApiSchemas;', '');
  return lines.join('\n');
}

/**
 * schemas/generated/client-routes.ts: what the browser needs of each call of the route table (the
 * method it sends, the path, and whether it carries an Idempotency-Key), so the pages do not ship
 * the request and reply schema names, tags and error lists that only the server and the OpenAPI
 * document read. The types still come from the full table (engine/api/call-route.ts).
 */
function clientRoutes(): string {
  const lines = [
    '/* Generated from engine/api/routes.ts by `npm run gen:types`. Do not edit: edit the route table and regenerate. */',
    '',
    "import type { RouteName } from '../../engine/api/routes';",
    '',
    '/** Each call as [method the client sends, path, idempotent?]: a call answering both methods is posted. */',
    'export const CLIENT_ROUTES = {',
  ];
  for (const [name, route] of Object.entries(ROUTES) as [string, RouteSpec][]) {
    const method = route.methods.includes('POST') ? 'POST' : 'GET';
    const idempotent = route.idempotent && method === 'POST' ? ', true' : '';
    lines.push(`  ${name}: ['${method}', '${route.path}'${idempotent}],`);
  }
  lines.push("} as const satisfies Record<RouteName, readonly ['GET' | 'POST', string, true?]>;", '');
  return lines.join('\n');
}

/** Each schema file holding a registry enum: its text now, and its text with the registries' lists. */
export async function registrySchemas(): Promise<{ file: string; current: string; wanted: string }[]> {
  const files = [...new Set(REGISTRY_ENUMS.map((entry) => entry.file))];
  return Promise.all(
    files.map(async (file) => {
      const current = await readFile(path.join(root, file), 'utf8');
      return { file, current, wanted: withRegistryEnums(file, current) };
    }),
  );
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const drifted: string[] = [];
  // The schemas first: a schema referencing another ($ref) is compiled from the file on disk.
  for (const { file, current, wanted } of await registrySchemas()) {
    if (current === wanted) continue;
    if (check) drifted.push(`${file} (its enum is a registry's list)`);
    else await writeFile(path.join(root, file), wanted);
  }
  const files = await generate();
  for (const [out, ts] of files) {
    const target = path.join(outDir, out);
    if (check) {
      const current = await readFile(target, 'utf8').catch(() => '');
      if (current !== ts) drifted.push(`schemas/generated/${out}`);
    } else {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, ts);
    }
  }
  if (check && drifted.length > 0) {
    console.error(`Schemas or generated types are out of date with the registries and schemas:\n  ${drifted.join('\n  ')}\nRun: npm run gen:types`);
    process.exit(1);
  }
  console.log(check ? `gen:types: ${files.size} generated file(s) match their schemas` : `gen:types: wrote ${files.size} file(s) to schemas/generated/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
