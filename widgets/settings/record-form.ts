/**
 * A settings record's form, read from its declaration: the record's JSON Schema says what each
 * field is (text, a choice, a whole number, on/off, a row of another table chosen by its
 * name), whether it is required or only shown (read-only on this page), how long
 * it may be, and the i18n key of its label; the layout hints say the order and which fields
 * take a whole row. Values are held as the inputs hold them (text, or a boolean for a switch)
 * and turned back into the record the server takes only when saved, so what was typed is never
 * lost to a refusal.
 */

import { FIELD_FORMATS, type FieldFormat } from '../../engine/settings/field-formats';
import type { SettingsField, SettingsForm, SettingsRecord, SettingsReference } from '../../schemas/generated/settings/settings-page';
import { meetsPasswordHint } from '../password/password-rules';

/** secret: a write-only password (never shown, empty on edit: left empty it stays as it was); date: a day (YYYY-MM-DD). */
export type FieldKind = 'text' | 'select' | 'integer' | 'switch' | 'reference' | 'date' | 'secret';

export interface FormField {
  /** The column name (field names are column names). */
  name: string;
  kind: FieldKind;
  /** The i18n key of the label (the property's `title`). */
  titleKey: string;
  required: boolean;
  /** The column takes null: an empty input is sent as null. */
  nullable: boolean;
  /** Takes the whole row of the form. */
  wide: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** The choices of a select (its enum, without null): text or whole numbers. */
  options: readonly (string | number)[];
  /** Where the choices come from when the declarations give them (their labels are those pages' titles). */
  enumOf?: SettingsField['enumOf'];
  /** A new record's value. */
  default?: string | number | boolean | null;
  /** The record's key when the person types it: it cannot change once the record exists. */
  isKey: boolean;
  /** Shown, never sent: the page does not write it. */
  readOnly: boolean;
  /** A reference field: where its value points (the choices come from settingsOptions). */
  reference?: SettingsReference;
  /** A reference's value is a whole number (else text). */
  integerValue: boolean;
  /** A text rule the server applies too (engine/settings/field-formats.ts). */
  format?: FieldFormat;
}

/** What the inputs hold: text for every field but a switch. */
export type FormValues = Record<string, string | boolean>;

/** Why a field was refused before asking the server (settings.form.error.<reason>). */
export type FieldProblem =
  'required' | 'integer' | 'tooShort' | 'tooLong' | 'pattern' | 'range' | 'choice' | 'thaiIdCard' | 'date' | 'password' | 'email' | 'webAddress' | 'color';

/** The problem of a value breaking a field's format. */
const FORMAT_PROBLEM: Record<FieldFormat, FieldProblem> = {
  'thai-id-card': 'thaiIdCard',
  date: 'date',
  'date-time': 'pattern',
  json: 'pattern',
  email: 'email',
  'web-address': 'webAddress',
  color: 'color',
};

function kindOf(property: SettingsField, types: readonly string[]): FieldKind {
  if (property.writeOnly) return 'secret';
  if (property.reference) return 'reference';
  if (property.format === 'date') return 'date';
  if (property.enum) return 'select';
  if (types.includes('boolean')) return 'switch';
  if (types.includes('integer')) return 'integer';
  return 'text';
}

/** The form's fields in the layout's order (then any property the order leaves out, so none is lost). */
export function formFields(record: SettingsRecord, layout: SettingsForm): FormField[] {
  const { properties } = record.schema;
  const required = new Set(record.schema.required ?? []);
  const wide = new Set(layout.wide ?? []);
  const names = [...layout.order.filter((name) => Object.hasOwn(properties, name)), ...Object.keys(properties).filter((name) => !layout.order.includes(name))];
  return names.map((name) => {
    const property = properties[name]!;
    const types: readonly string[] = Array.isArray(property.type) ? property.type : [property.type];
    const field: FormField = {
      name,
      kind: kindOf(property, types),
      titleKey: property.title,
      required: required.has(name),
      nullable: types.includes('null') || (property.enum ?? []).includes(null),
      wide: wide.has(name),
      options: (property.enum ?? []).filter((value) => value !== null),
      isKey: name === record.key,
      readOnly: property.readOnly === true,
      integerValue: types.includes('integer'),
    };
    if (property.reference) field.reference = property.reference;
    if (property.enumOf) field.enumOf = property.enumOf;
    if (property.format !== undefined) field.format = property.format;
    if (property.default !== undefined) field.default = property.default;
    if (property.minLength !== undefined) field.minLength = property.minLength;
    if (property.maxLength !== undefined) field.maxLength = property.maxLength;
    if (property.pattern !== undefined) field.pattern = property.pattern;
    if (property.minimum !== undefined) field.minimum = property.minimum;
    if (property.maximum !== undefined) field.maximum = property.maximum;
    return field;
  });
}

/** The inputs of a record (or of a new one: each field's default, else empty and switches off). */
export function valuesOf(fields: readonly FormField[], record?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = record && field.kind !== 'secret' ? record[field.name] : field.default;
    values[field.name] = field.kind === 'switch' ? value === true || value === 1 : value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** A value a record's field takes. */
export type FieldValue = string | number | boolean | null;

export interface ParsedRecord {
  record: Record<string, FieldValue>;
  problems: Record<string, FieldProblem>;
}

/**
 * The record to send, and the fields refused here (required and empty, not a number, too long,
 * out of range, not the pattern or format). An empty optional field is null when the column takes null,
 * else empty text; an empty optional number is left out. A secret is required of a new record;
 * editing (`editing`), an empty one is left out, so the stored one stays.
 */
export function parseRecord(fields: readonly FormField[], values: FormValues, options: { editing?: boolean } = {}): ParsedRecord {
  const record: Record<string, FieldValue> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    // A read-only field is the page's to show, not to write: the server refuses it if sent.
    if (field.readOnly) continue;
    const raw = values[field.name];
    if (field.kind === 'switch') {
      record[field.name] = raw === true;
      continue;
    }
    if (field.kind === 'secret') {
      // Sent as typed (a password's spaces are its own), checked by the password rules.
      const secret = typeof raw === 'string' ? raw : '';
      if (secret === '') {
        if (!options.editing) problems[field.name] = 'required';
      } else if (!meetsPasswordHint(secret)) problems[field.name] = 'password';
      else record[field.name] = secret;
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text === '') {
      if (field.required) problems[field.name] = 'required';
      else if (field.nullable) record[field.name] = null;
      else if (field.kind === 'text') record[field.name] = '';
      continue;
    }
    if (field.kind === 'select') {
      // The choice as the schema has it (a whole number stays a number).
      const option = field.options.find((value) => String(value) === text);
      if (option === undefined) problems[field.name] = 'choice';
      else record[field.name] = option;
      continue;
    }
    if (field.kind === 'reference') {
      // The chosen row's key, as the column holds it; the server checks the row exists.
      if (field.integerValue && !/^\d+$/.test(text)) problems[field.name] = 'choice';
      else record[field.name] = field.integerValue ? Number(text) : text;
      continue;
    }
    const problem = problemOf(field, text);
    if (problem) problems[field.name] = problem;
    else record[field.name] = field.kind === 'integer' ? Number(text) : text;
  }
  return { record, problems };
}

function problemOf(field: FormField, text: string): FieldProblem | null {
  if (field.kind === 'integer' && !/^-?\d+$/.test(text)) return 'integer';
  if (field.kind === 'integer') {
    const value = Number(text);
    if ((field.minimum !== undefined && value < field.minimum) || (field.maximum !== undefined && value > field.maximum)) return 'range';
    return null;
  }
  if (field.minLength !== undefined && [...text].length < field.minLength) return 'tooShort';
  if (field.maxLength !== undefined && [...text].length > field.maxLength) return 'tooLong';
  if (field.pattern !== undefined && !matches(field.pattern, text)) return 'pattern';
  if (field.format !== undefined && !FIELD_FORMATS[field.format](text)) return FORMAT_PROBLEM[field.format];
  return null;
}

/** The pattern as the server's validator reads it (Unicode); one this browser cannot read is left to the server. */
function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return true;
  }
}

/** The labels of a record's reference fields, as the list and read replies carry them (<field>__label). */
export function referenceLabelsOf(fields: readonly FormField[], record?: Record<string, unknown>): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of fields) {
    const label = record?.[`${field.name}__label`];
    if (field.kind === 'reference' && typeof label === 'string') labels[field.name] = label;
  }
  return labels;
}

/** A field the server named in a refusal ('name_th', or a path to it such as 'record.name_th' or '/record/name_th'). */
export function serverFieldName(fields: readonly FormField[], named: string): string | null {
  const last = named.split(/[./]/).filter(Boolean).at(-1) ?? '';
  return fields.some((field) => field.name === last) ? last : null;
}
