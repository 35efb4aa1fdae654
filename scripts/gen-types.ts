/**
 * Generates TypeScript types from every JSON Schema in schemas/ into schemas/generated/.
 *
 *   npm run gen:types            write the files
 *   npm run gen:types -- --check fail (exit 1) when a committed file differs from what
 *                                the schemas produce, so types cannot drift from schemas.
 */
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'schemas/generated');

async function schemaFiles(): Promise<{ file: string; out: string }[]> {
  const top = (await readdir(path.join(root, 'schemas'))).filter((f) => f.endsWith('.schema.json')).map((f) => `schemas/${f}`);
  const api = (await readdir(path.join(root, 'schemas/api'))).filter((f) => f.endsWith('.schema.json')).map((f) => `schemas/api/${f}`);
  return [...top, ...api].sort().map((file) => {
    const base = path.basename(file, '.schema.json');
    return { file, out: file.startsWith('schemas/api/') ? `api/${base}.ts` : `${base}.ts` };
  });
}

export async function generate(): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  for (const { file, out } of await schemaFiles()) {
    const schema = JSON.parse(await readFile(path.join(root, file), 'utf8')) as JSONSchema;
    const ts = await compile(schema, path.basename(file), {
      bannerComment: `/* Generated from ${file} by \`npm run gen:types\`. Do not edit: edit the schema and regenerate. */`,
      additionalProperties: false,
      cwd: path.dirname(path.join(root, file)),
      style: { singleQuote: true, printWidth: 120 },
    });
    result.set(out, ts);
  }
  return result;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files = await generate();
  const drifted: string[] = [];
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
    console.error(`Generated types are out of date with their schemas:\n  ${drifted.join('\n  ')}\nRun: npm run gen:types`);
    process.exit(1);
  }
  console.log(check ? `gen:types: ${files.size} generated file(s) match their schemas` : `gen:types: wrote ${files.size} file(s) to schemas/generated/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
