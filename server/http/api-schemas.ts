/**
 * The JSON Schemas of schemas/api, read once, as Fastify and the OpenAPI document use them.
 *
 * The files carry $id, $schema and title for editors and the type generator; routes get the
 * bare schema, so one file serves several routes and several parts of one route. A reference
 * to another file (`"$ref": "user-login.schema.json"`) is replaced by that file's schema, so
 * each route's schema stands alone for ajv and the reply serialiser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiSchemaName } from '../../schemas/generated/api';
import { PROJECT_ROOT } from '../tenants/load';

export type Json = Record<string, unknown>;

export const API_SCHEMAS_DIR = path.join(PROJECT_ROOT, 'schemas/api');
const SUFFIX = '.schema.json';

export interface ApiSchemaFile {
  title: string;
  /** As written, without $schema and $id (OpenAPI components keep cross-file references by title). */
  schema: Json;
}

let files: Map<string, ApiSchemaFile> | null = null;

/** Every schema file of schemas/api by its name (file name without .schema.json). */
export function apiSchemaFiles(dir = API_SCHEMAS_DIR): Map<string, ApiSchemaFile> {
  if (dir === API_SCHEMAS_DIR && files) return files;
  const result = new Map<string, ApiSchemaFile>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(SUFFIX))
    .sort()) {
    const { $schema: _dialect, $id: _id, ...schema } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Json;
    result.set(file.slice(0, -SUFFIX.length), { title: String(schema.title), schema });
  }
  if (dir === API_SCHEMAS_DIR) files = result;
  return result;
}

/** The name a `$ref` to another schema file points to, or null for any other reference. */
export function fileRefName(ref: unknown): string | null {
  return typeof ref === 'string' && ref.endsWith(SUFFIX) && !ref.includes('/') ? ref.slice(0, -SUFFIX.length) : null;
}

/** Replaces references to other schema files by those files' bare schemas, at any depth. */
function inline(node: unknown, all: Map<string, ApiSchemaFile>): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, all));
  if (!node || typeof node !== 'object') return node;
  const object = node as Json;
  const target = fileRefName(object.$ref);
  if (target !== null) {
    const file = all.get(target);
    if (!file) throw new Error(`schemas/api: $ref to unknown schema file ${String(object.$ref)}`);
    return inline(bareOf(file.schema), all);
  }
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, inline(value, all)]));
}

function bareOf(schema: Json): Json {
  const { title: _title, ...rest } = schema;
  return rest;
}

/** A route's schema: bare and standing alone. */
export function apiSchema(name: ApiSchemaName): Json {
  const all = apiSchemaFiles();
  const file = all.get(name);
  if (!file) throw new Error(`schemas/api/${name}${SUFFIX} does not exist`);
  return inline(bareOf(file.schema), all) as Json;
}

/**
 * The same fields with none required: the shape (types, lengths, no unknown field) is still
 * checked. For a part that may leave fields to another part (a POST's query string beside its
 * body), and for calls whose handler reports a missing field with its own Thai message.
 */
export function withoutRequired(schema: Json): Json {
  const { required: _required, ...rest } = schema;
  return rest;
}
