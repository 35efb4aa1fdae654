/**
 * The studio's form, generated from schemas/tenant.schema.json: one field per setting, with the
 * schema's description as help text, enums as selects, #rrggbb colours as colour pickers,
 * booleans as switches, lists as orderable lists, and per-queue maps as JSON text. The form's
 * values are the merged manifest restricted to what the form shows; saving turns them back into
 * what the tenant's file states (own-manifest.ts). Browser-safe.
 */
import tenantSchema from '../schemas/tenant.schema.json' with { type: 'json' };
import { isPlainObject, type Json } from '../engine/tenant/merge';
import { ownManifest } from './own-manifest';

interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: string[];
  pattern?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
}

export type FieldKind = 'object' | 'text' | 'number' | 'select' | 'colour' | 'switch' | 'list' | 'json' | 'image';

export interface Field {
  /** JSON pointer of the value (inside a list item, relative to the item). */
  pointer: string;
  key: string;
  kind: FieldKind;
  description: string;
  /** Allowed values of a select. */
  options?: string[];
  /** null is a value of its own (e.g. "no chat link"): an empty text field means null. */
  nullable?: boolean;
  children?: Field[];
  /** The field of one item of a list. */
  item?: Field;
}

const COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';
// The images a tenant uploads; the manifest holds their paths (assets/<name>).
const IMAGE_KEYS = new Set(['logo', 'loginLogo', 'emblem']);

function resolve(node: SchemaNode): SchemaNode {
  if (!node.$ref) return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], tenantSchema) as SchemaNode;
  // A reference's own description (where the schema gives one beside $ref) says more than the definition's.
  return { ...resolve(target), description: node.description ?? target.description };
}

function fieldOf(raw: SchemaNode, pointer: string, key: string): Field {
  const node = resolve(raw);
  const description = node.description ?? '';
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const nullable = types.includes('null');
  if (node.properties) {
    return {
      pointer,
      key,
      kind: 'object',
      description,
      children: Object.entries(node.properties).map(([k, child]) => fieldOf(child, `${pointer}/${k}`, k)),
    };
  }
  if (types.includes('object')) return { pointer, key, kind: 'json', description };
  if (types.includes('array')) return { pointer, key, kind: 'list', description, item: fieldOf(node.items ?? {}, '', 'item') };
  if (types.includes('boolean')) return { pointer, key, kind: 'switch', description };
  if (types.includes('integer') || types.includes('number')) return { pointer, key, kind: 'number', description };
  if (node.enum) return { pointer, key, kind: 'select', description, options: node.enum };
  if (node.pattern === COLOUR_PATTERN) return { pointer, key, kind: 'colour', description };
  if (IMAGE_KEYS.has(key) && pointer.startsWith('/branding/')) return { pointer, key, kind: 'image', description };
  return { pointer, key, kind: 'text', description, ...(nullable ? { nullable } : {}) };
}

/** The form of a tenant manifest: one field per top-level setting. */
export function manifestFields(): Field[] {
  return fieldOf(tenantSchema as SchemaNode, '', '').children ?? [];
}

/** The form's values: the parts of a (merged) manifest the fields show, nothing else. */
export function formValuesOf(fields: readonly Field[], manifest: Json): Record<string, Json> {
  const out: Record<string, Json> = {};
  if (!isPlainObject(manifest)) return out;
  for (const field of fields) {
    const value = manifest[field.key];
    if (value === undefined) continue;
    out[field.key] = field.kind === 'object' && isPlainObject(value) ? formValuesOf(field.children ?? [], value) : structuredClone(value);
  }
  return out;
}

/** The manifest file's content for the form's values: what differs from the base, plus what the file stated before. */
export function manifestOfForm(base: Json, values: Record<string, Json>, previous?: Json): Json {
  return ownManifest(base, values, previous) ?? {};
}

/** The value at a JSON pointer ('' is the whole). */
export function valueAt(root: Json | undefined, pointer: string): Json | undefined {
  if (pointer === '') return root;
  let at: Json | undefined = root;
  for (const part of pointer.slice(1).split('/')) {
    if (Array.isArray(at)) at = at[Number(part)];
    else if (isPlainObject(at)) at = at[part];
    else return undefined;
  }
  return at;
}

/** A copy of root with the value at pointer replaced (undefined removes it); missing objects on the way are made. */
export function withValueAt(root: Record<string, Json>, pointer: string, value: Json | undefined): Record<string, Json> {
  const parts = pointer.slice(1).split('/');
  const out = structuredClone(root);
  let at: Record<string, Json> | Json[] = out;
  for (const part of parts.slice(0, -1)) {
    const next: Json | undefined = Array.isArray(at) ? at[Number(part)] : at[part];
    const made: Record<string, Json> | Json[] = isPlainObject(next) || Array.isArray(next) ? next : {};
    if (Array.isArray(at)) at[Number(part)] = made;
    else at[part] = made;
    at = made;
  }
  const last = parts[parts.length - 1]!;
  if (Array.isArray(at)) {
    if (value === undefined) at.splice(Number(last), 1);
    else at[Number(last)] = value;
  } else if (value === undefined) delete at[last];
  else at[last] = value;
  return out;
}
