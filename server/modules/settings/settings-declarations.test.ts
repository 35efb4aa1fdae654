/**
 * Every settings page declaration (engine/settings/pages/*.json) satisfies the declaration
 * schema, is in the registry, and names only what exists: its table and columns in the migrated
 * database (with types the record schema can carry), its key, its in-use references, and the
 * i18n keys of its titles and labels. A declaration that drifts from the database fails here,
 * not in a person's hands.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_GROUPS, SETTINGS_PAGES, settingsPageOf, type SettingsPage } from '../../../engine/settings/settings-pages';
import declarationSchema from '../../../schemas/settings/settings-page.schema.json' with { type: 'json' };
import { PROJECT_ROOT } from '../../tenants/load';
import th from '../../../engine/i18n/locales/th.json' with { type: 'json' };
import en from '../../../engine/i18n/locales/en.json' with { type: 'json' };
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { SETTINGS_EFFECTS } from './settings-effects';

const PAGES_DIR = path.join(PROJECT_ROOT, 'engine/settings/pages');
const files = readdirSync(PAGES_DIR).filter((file) => file.endsWith('.json'));
const declarations = files.map((file) => ({ file, json: JSON.parse(readFileSync(path.join(PAGES_DIR, file), 'utf8')) as SettingsPage }));

interface Column {
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

let t: TestDatabase;
/** table -> column -> its type, from information_schema of the migrated database. */
const tables = new Map<string, Map<string, Column>>();

beforeAll(async () => {
  t = await createTestDatabase();
  const { rows } = await sql<Column & { table_name: string; column_name: string }>`
    SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity FROM information_schema.columns WHERE table_schema = 'public'`.execute(
    t.db,
  );
  for (const row of rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Map());
    tables.get(row.table_name)!.set(row.column_name, row);
  }
}, 120_000);
afterAll(() => t?.close());

const JSON_TYPE_OF_COLUMN: Record<string, string> = {
  text: 'string',
  'character varying': 'string',
  character: 'string',
  integer: 'integer',
  smallint: 'integer',
  bigint: 'integer',
  boolean: 'boolean',
  // A date travels as its YYYY-MM-DD text (a field of format date).
  date: 'string',
  // An instant travels as its ISO text (format date-time), a jsonb value as its JSON text (format json); both only shown.
  'timestamp with time zone': 'string',
  jsonb: 'string',
};

/** The registry fills the enum of a field whose choices come from the declarations (enumOf); the file has none. */
function withoutFilledChoices(page: SettingsPage): SettingsPage {
  const properties = Object.fromEntries(
    Object.entries(page.record.schema.properties).map(([name, property]) => {
      if (!property.enumOf) return [name, property];
      const { enum: _filled, ...declared } = property;
      return [name, declared];
    }),
  );
  return { ...page, record: { ...page.record, schema: { ...page.record.schema, properties } } };
}

const typesOf = (type: string | string[]) => (Array.isArray(type) ? type : [type]);

function textAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe('settings page declarations', () => {
  it('are all in the registry, once, with unique pages, in a known group', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(SETTINGS_PAGES.map((page) => page.page).sort()).toEqual(declarations.map(({ json }) => json.page).sort());
    expect(new Set(SETTINGS_PAGES.map((page) => page.page)).size).toBe(SETTINGS_PAGES.length);
    for (const { file, json } of declarations) {
      expect(file).toBe(`${json.page}.json`);
      expect(withoutFilledChoices(settingsPageOf(json.page)!)).toEqual(json);
      expect(SETTINGS_GROUPS.map((group) => group.id)).toContain(json.group);
    }
    expect(settingsPageOf('no-such-page')).toBeNull();
  });

  it.each(declarations)('$file satisfies schemas/settings/settings-page.schema.json', ({ json }) => {
    const validate = new Ajv({ allErrors: true, allowUnionTypes: true, strict: false }).compile(declarationSchema);
    expect(validate(json) ? [] : validate.errors).toEqual([]);
  });

  it.each(declarations)('$file names only columns of its table, with types its record schema can carry', ({ json }) => {
    const columns = tables.get(json.record.table);
    expect(columns, `table ${json.record.table}`).toBeDefined();
    const declared = Object.keys(json.record.schema.properties);
    expect(columns!.has(json.record.key), `key ${json.record.key}`).toBe(true);
    // A write-only field (the record's secret) is no column: its hash column is checked below.
    for (const field of declared.filter((name) => json.record.schema.properties[name]!.writeOnly !== true)) {
      const column = columns!.get(field);
      expect(column, `${json.record.table}.${field}`).toBeDefined();
      // A date column is a field of format date, and only a date column is.
      expect(json.record.schema.properties[field]!.format === 'date', `${field} format date`).toBe(column!.data_type === 'date');
      const format = json.record.schema.properties[field]!.format;
      if (format === 'date-time' || format === 'json') {
        expect(column!.data_type, `${field} format ${format}`).toBe(format === 'json' ? 'jsonb' : 'timestamp with time zone');
        expect(json.record.schema.properties[field]!.readOnly, `${field} format ${format} is only shown`).toBe(true);
      }
      const types = typesOf(json.record.schema.properties[field]!.type);
      expect(types, `${field}: column type ${column!.data_type}`).toContain(JSON_TYPE_OF_COLUMN[column!.data_type]);
      // A nullable column is declared nullable and the other way round, so the form and the database agree.
      expect(types.includes('null'), `${field} nullable`).toBe(column!.is_nullable === 'YES');
    }
    // A generated key is an integer the server picks; a typed key is a declared, required field.
    if (json.record.keyGenerated) expect(JSON_TYPE_OF_COLUMN[columns!.get(json.record.key)!.data_type]).toBe('integer');
    else expect(json.record.schema.required).toContain(json.record.key);
    for (const required of json.record.schema.required ?? []) expect(declared).toContain(required);
    // Every column an insert must give (NOT NULL, no default) is declared or is the generated key,
    // on a page that creates records (a page that only shows rows may leave columns out).
    const creates = (json.operations as string[] | undefined)?.includes('create') ?? true;
    for (const [name, column] of creates ? columns! : []) {
      if (column.is_nullable === 'NO' && column.column_default === null && column.is_identity === 'NO') {
        // A nested page's scope column is given by the address (settings-scope.ts).
        // A column record.fixed gives a value is written by every create.
        const fixed = (json.record.fixed ?? []).flatMap((condition) => ('column' in condition ? [condition.column] : []));
        expect(
          [json.record.key, ...declared, ...fixed, ...(json.scope ? [json.scope.field] : [])],
          `${json.record.table}.${name} must be given on insert`,
        ).toContain(name);
      }
    }
    for (const column of json.columns) expect([json.record.key, ...declared], `column ${column.field}`).toContain(column.field);
    for (const field of json.search) {
      expect(declared, `search ${field}`).toContain(field);
      expect(typesOf(json.record.schema.properties[field]!.type)).toContain('string');
    }
    for (const field of [...json.form.order, ...(json.form.wide ?? [])]) expect(declared, `form ${field}`).toContain(field);
    expect([...json.form.order].sort()).toEqual([...declared].sort());
    if (json.delete.mode === 'refuse-in-use') {
      for (const use of json.delete.inUse) expect(tables.get(use.table)?.has(use.column), `${use.table}.${use.column}`).toBe(true);
    } else {
      expect(typesOf(json.record.schema.properties[json.delete.field]!.type)).toEqual(['boolean']);
    }
  });

  it.each(declarations)('$file points its references, tree and effect at what exists', ({ json }) => {
    for (const [field, property] of Object.entries(json.record.schema.properties)) {
      const ref = property.reference;
      if (!ref) continue;
      const target = tables.get(ref.table);
      expect(target, `${field} -> ${ref.table}`).toBeDefined();
      expect(JSON_TYPE_OF_COLUMN[target!.get(ref.key)?.data_type ?? ''], `${field} -> ${ref.table}.${ref.key}`).toBe(
        typesOf(property.type).find((type) => type !== 'null'),
      );
      expect(JSON_TYPE_OF_COLUMN[target!.get(ref.label)?.data_type ?? ''], `${field} label ${ref.label}`).toBe('string');
      if (ref.activeField) expect(target!.get(ref.activeField)?.data_type, `${field} active ${ref.activeField}`).toBe('boolean');
    }
    const tree = json.record.tree;
    if (tree) {
      // The parent is a reference to the record's own table, by its key.
      expect(json.record.schema.properties[tree.parentField]?.reference).toMatchObject({ table: json.record.table, key: json.record.key });
      expect(json.record.schema.required ?? []).not.toContain(tree.parentField);
    }
    if (json.record.onChange) expect(Object.keys(SETTINGS_EFFECTS)).toContain(json.record.onChange);
    if (json.record.keyBase) expect(json.record.keyGenerated).toBe(true);
    // An identity key is given by the database.
    if (json.record.keyBase === 'identity') expect(tables.get(json.record.table)!.get(json.record.key)!.is_identity).toBe('YES');
    // A fixed column exists and is not also a declared field; a fixed reference narrows a declared reference by a column of its table.
    for (const fixed of json.record.fixed ?? []) {
      if ('family' in fixed) {
        // A family narrows a log to its kinds of rows; the column may be shown (an audit row's action).
        expect(tables.get(json.record.table)!.has(fixed.column), `fixed ${fixed.column}`).toBe(true);
        expect(json.operations ?? [], 'a page of a family creates nothing').not.toContain('create');
      } else if ('column' in fixed) {
        expect(tables.get(json.record.table)!.has(fixed.column), `fixed ${fixed.column}`).toBe(true);
        expect(Object.keys(json.record.schema.properties)).not.toContain(fixed.column);
      } else {
        const ref = json.record.schema.properties[fixed.field]?.reference;
        expect(ref, `fixed ${fixed.field} is a reference`).toBeDefined();
        expect(tables.get(ref!.table)!.has(fixed.where.column), `fixed ${fixed.field} where ${fixed.where.column}`).toBe(true);
      }
    }
    // Filters and the order name declared fields; a date range is on a date or date-time field.
    for (const filter of json.filters ?? []) {
      const property = json.record.schema.properties[filter.field];
      expect(property, `filter ${filter.name} on ${filter.field}`).toBeDefined();
      if (filter.kind === 'date-range') expect(['date', 'date-time'], `filter ${filter.name}`).toContain(property!.format);
      if (filter.kind === 'family' || filter.choices) expect(typesOf(property!.type), `filter ${filter.name}`).toContain('string');
    }
    expect(new Set((json.filters ?? []).map((filter) => filter.name)).size).toBe((json.filters ?? []).length);
    if (json.order) expect([json.record.key, ...Object.keys(json.record.schema.properties)], `order ${json.order.field}`).toContain(json.order.field);
    // A field the page only shows cannot be required of a write, or no write could pass.
    for (const field of json.record.schema.required ?? [])
      expect(json.record.schema.properties[field]!.readOnly, `${field} required and read-only`).not.toBe(true);
  });

  it.each(declarations)('$file names a real secret column, unique constraints and label copies', async ({ json }) => {
    const columns = tables.get(json.record.table)!;
    const properties = json.record.schema.properties;
    const secret = json.record.secret;
    const writeOnly = Object.keys(properties).filter((field) => properties[field]!.writeOnly === true);
    // A write-only field is the record's secret, never a column, shown in no column or search.
    expect(writeOnly).toEqual(secret ? [secret.field] : []);
    if (secret) {
      expect(columns.has(secret.field), `${secret.field} is not a column`).toBe(false);
      expect(typesOf(properties[secret.field]!.type)).toEqual(['string']);
      expect(json.record.schema.required ?? [], 'a secret is required on create only, by the engine').not.toContain(secret.field);
      expect(columns.get(secret.hashColumn)?.data_type, `hash column ${secret.hashColumn}`).toBe('text');
      expect(Object.keys(properties)).not.toContain(secret.hashColumn);
      expect([...json.columns.map((column) => column.field), ...json.search]).not.toContain(secret.field);
      if (secret.endsSessions) expect(json.record.table).toBe('people');
    }
    const { rows } = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = ${json.record.table}
      AND indexdef LIKE 'CREATE UNIQUE INDEX%'`.execute(t.db);
    const uniques = rows.map((row) => row.indexname);
    for (const name of Object.keys(json.record.uniqueMessages ?? {})) expect(uniques, `unique ${name}`).toContain(name);
    for (const [field, property] of Object.entries(properties)) {
      const copy = property.reference?.copyLabelTo;
      if (!copy) continue;
      expect(columns.get(copy)?.data_type, `${field} copies its label to ${copy}`).toBe('text');
      expect(Object.keys(properties)).not.toContain(copy);
    }
  });

  it.each(declarations)('$file has its title and labels in the Thai and English locales', ({ json }) => {
    const keys = [
      json.titleKey,
      ...json.columns.map((column) => column.titleKey),
      ...Object.values(json.record.schema.properties).map((field) => field.title),
      ...(json.filters ?? []).map((filter) => filter.titleKey),
    ];
    for (const key of keys) {
      expect(typeof textAt(th, key), `th ${key}`).toBe('string');
      expect(typeof textAt(en, key), `en ${key}`).toBe('string');
    }
  });
});
