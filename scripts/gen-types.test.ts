/**
 * The generated types must match the schemas (drift check), and the check must be able to fail:
 * a changed schema has to produce different output. The second part swaps one schema's text
 * under generate() by mocking readFile, so no file in schemas/ is touched.
 */
import { readFile as realReadFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const TENANT_SCHEMA = path.join(root, 'schemas/tenant.schema.json');

/** When set, generate() reads this text instead of schemas/tenant.schema.json. */
let tenantSchemaOverride: string | null = null;

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const readFile = (async (file: Parameters<typeof actual.readFile>[0], options?: Parameters<typeof actual.readFile>[1]) => {
    if (tenantSchemaOverride !== null && path.resolve(String(file)) === TENANT_SCHEMA) return tenantSchemaOverride;
    return actual.readFile(file, options);
  }) as typeof actual.readFile;
  return { ...actual, readFile, default: { ...actual, readFile } };
});

const { generate } = await import('./gen-types');

afterEach(() => {
  tenantSchemaOverride = null;
});

describe('gen:types', () => {
  it('the committed schemas/generated files equal what the schemas produce', async () => {
    const files = await generate();
    expect([...files.keys()]).toContain('tenant.ts');
    expect([...files.keys()]).toContain('api/todo-row.ts');
    for (const [out, ts] of files) {
      const committed = await realReadFile(path.join(root, 'schemas/generated', out), 'utf8').catch(() => '(missing)');
      expect(committed, `schemas/generated/${out} is out of date: run npm run gen:types`).toBe(ts);
    }
  }, 60_000);

  it('produces different output when a schema changes, so the drift check can fail', async () => {
    const before = (await generate()).get('tenant.ts');
    const schema = JSON.parse(await realReadFile(TENANT_SCHEMA, 'utf8')) as { properties: Record<string, unknown>; required: string[] };
    schema.properties.driftProbe = { type: 'boolean', description: 'Added by the drift test only.' };
    schema.required.push('driftProbe');
    tenantSchemaOverride = JSON.stringify(schema);
    const after = (await generate()).get('tenant.ts');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(after).toContain('driftProbe: boolean');
  }, 60_000);

  it('declares each API type once, in the file whose schema defines it, and imports it elsewhere', async () => {
    const files = await generate();
    const declaredIn = new Map<string, string[]>();
    for (const [out, ts] of files) {
      if (!out.startsWith('api/')) continue;
      for (const match of ts.matchAll(/^export (?:interface|type) (\w+)/gm)) declaredIn.set(match[1]!, [...(declaredIn.get(match[1]!) ?? []), out]);
    }
    expect([...declaredIn].filter(([, outs]) => outs.length > 1)).toEqual([]);
    // The signed-in person is defined by user-login.schema.json and referenced by two replies.
    expect(declaredIn.get('UserLogin')).toEqual(['api/user-login.ts']);
    expect(files.get('api/sign-in.reply.ts')).toContain("import type { UserLogin } from './user-login';");
  }, 60_000);
});
