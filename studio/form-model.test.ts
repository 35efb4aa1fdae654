import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deepMerge, type Json } from '../engine/tenant/merge';
import { BASE_FOLDER, DEFAULT_TENANTS_DIR, folderOf, listTenantCodes } from '../server/tenants/load';
import { formValuesOf, manifestFields, manifestOfForm, valueAt, withValueAt, type Field } from './form-model';
import { manifestText } from './own-manifest';

const readJson = async (file: string): Promise<Json> => JSON.parse(await readFile(file, 'utf8')) as Json;

describe('the form generated from the tenant schema', () => {
  it('gives every tenant its manifest back unchanged: schema -> form values -> the file, key order included', async () => {
    const base = await readJson(path.join(DEFAULT_TENANTS_DIR, BASE_FOLDER, 'manifest.json'));
    const fields = manifestFields();
    const codes = await listTenantCodes();
    expect(codes.length).toBeGreaterThan(1);
    for (const code of codes) {
      const file = path.join(DEFAULT_TENANTS_DIR, folderOf(code), 'manifest.json');
      const own = await readJson(file);
      const values = formValuesOf(fields, deepMerge(base, own));
      const back = manifestOfForm(base, values, own);
      expect(back, code).toEqual(own);
      const text = await readFile(file, 'utf8');
      expect(manifestText(back, text), code).toBe(text);
    }
  });

  it('draws each kind of setting with its control and help text', () => {
    const fields = manifestFields();
    const find = (pointer: string, list: readonly Field[] = fields): Field | undefined => {
      for (const field of list) {
        if (field.pointer === pointer) return field;
        const inner = find(pointer, field.children ?? []);
        if (inner) return inner;
      }
      return undefined;
    };
    expect(find('/branding/theme/primary')?.kind).toBe('colour');
    expect(find('/branding/loginVariant')).toMatchObject({ kind: 'select', options: ['centered', 'split'] });
    expect(find('/login/captcha')?.kind).toBe('switch');
    expect(find('/dashboard/queues')).toMatchObject({ kind: 'list', item: { kind: 'select' } });
    expect(find('/dashboard/columns/default')).toMatchObject({ kind: 'list', item: { kind: 'object' } });
    expect(find('/branding/logo')?.kind).toBe('image');
    expect(find('/features/chatUrl')).toMatchObject({ kind: 'text', nullable: true });
    expect(find('/identity/year')?.description).not.toBe('');
  });

  it('reads and replaces values by JSON pointer', () => {
    const values = { dashboard: { queues: ['review', 'sign'] } } as Record<string, Json>;
    expect(valueAt(values, '/dashboard/queues/1')).toBe('sign');
    expect(withValueAt(values, '/dashboard/queues/0', undefined)).toEqual({ dashboard: { queues: ['sign'] } });
    expect(withValueAt(values, '/branding/theme/primary', '#123456')).toMatchObject({ branding: { theme: { primary: '#123456' } } });
    expect(values).toEqual({ dashboard: { queues: ['review', 'sign'] } });
  });
});
