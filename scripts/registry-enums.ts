/**
 * Enums of the JSON Schemas that are lists of an engine registry. JSON Schemas cannot import,
 * so `npm run gen:types` writes these enums into the schema files from the registry before it
 * generates the types, and `gen:types -- --check` fails when a schema file holds another list.
 * A new entry here is a schema path and the list that fills it.
 */
import { DOCUMENT_ACTIONS, PRESENT_PURPOSES } from '../engine/documents/actions';
import { REGISTER_COLUMN_KEYS } from '../engine/registers/columns';

export interface RegistryEnum {
  /** The schema file, from the project root. */
  file: string;
  /** The property path of the enum within the schema. */
  at: readonly string[];
  values: readonly string[];
  /** Where the list comes from, for the drift message. */
  source: string;
}

export const REGISTRY_ENUMS: readonly RegistryEnum[] = [
  // The ACTION of document-action and the ACTIONS of get-document ($ref to this file).
  { file: 'schemas/api/document-action-code.schema.json', at: ['enum'], values: DOCUMENT_ACTIONS, source: 'ACTION_REGISTRY in engine/documents/actions.ts' },
  {
    file: 'schemas/api/document-action.request.schema.json',
    at: ['properties', 'PURPOSE', 'enum'],
    values: PRESENT_PURPOSES,
    source: 'PRESENT_PURPOSES in engine/documents/actions.ts',
  },
  {
    file: 'schemas/api/register-list.reply.schema.json',
    at: ['properties', 'COLUMNS', 'items', 'enum'],
    values: REGISTER_COLUMN_KEYS,
    source: 'REGISTER_COLUMN_REGISTRY in engine/registers/columns.ts',
  },
];

/** The schema text with each registry enum of this file set to its list, formatted as the schema files are (two spaces, a final newline). */
export function withRegistryEnums(file: string, text: string): string {
  const enums = REGISTRY_ENUMS.filter((entry) => entry.file === file);
  if (enums.length === 0) return text;
  const schema = JSON.parse(text) as Record<string, unknown>;
  for (const entry of enums) {
    let node: Record<string, unknown> = schema;
    for (const key of entry.at.slice(0, -1)) {
      const next = node[key];
      if (!next || typeof next !== 'object') throw new Error(`${file}: no ${entry.at.join('.')} to write the list of ${entry.source} into`);
      node = next as Record<string, unknown>;
    }
    node[entry.at.at(-1)!] = [...entry.values];
  }
  return `${JSON.stringify(schema, null, 2)}\n`;
}
