/**
 * A settings record as a person sends it, checked against its page declaration's record
 * schema before anything is written: an unknown field is refused (never dropped), a missing
 * required field or a malformed value answers 400 with a Thai message naming the field by its
 * label and `fields: ['record.<column>']`, like the server's other input errors.
 *
 * Its own ajv, stricter than Fastify's: no type coercion ("5" is not an integer, 1 is not
 * text), because records are JSON and a form's text never reaches this check.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { FIELD_FORMATS, type FieldFormat } from '../../../engine/settings/field-formats';
import type { SettingsPage } from '../../../engine/settings/settings-pages';
import { ApiError } from '../../http/errors';
import { displayField, inputMessage, type InputProblem } from '../../http/invalid-input';
import { SETTINGS_MSG } from './settings-messages';

export type RecordValues = Record<string, string | number | boolean | null>;

const ajv = new Ajv({ allErrors: false, allowUnionTypes: true, coerceTypes: false, useDefaults: false, removeAdditional: false });
// A reference field's `reference` says where its value points; the engine checks that, not ajv.
ajv.addKeyword('reference');
// enumOf names where the field's enum came from; the declarations fill the enum itself, which ajv checks.
ajv.addKeyword('enumOf');
// A field's format is the one rule the form applies too (engine/settings/field-formats.ts).
for (const [name, test] of Object.entries(FIELD_FORMATS)) ajv.addFormat(name, { type: 'string', validate: test });
const compiled = new Map<string, ValidateFunction>();

function validatorOf(page: SettingsPage): ValidateFunction {
  let validate = compiled.get(page.page);
  if (!validate) {
    validate = ajv.compile(page.record.schema);
    compiled.set(page.page, validate);
  }
  return validate;
}

/** The text at a dotted i18n key of a locale tree, or null. */
function textAt(tree: unknown, key: string): string | null {
  let node = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}

function problemOf(error: ErrorObject): { problem: InputProblem; field: string } {
  const at = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  if (error.keyword === 'required') return { problem: 'missing', field: String(error.params.missingProperty) };
  if (error.keyword === 'additionalProperties') return { problem: 'unknown', field: String(error.params.additionalProperty) };
  // The request schema already holds `record` to an object, so a fault is always in a field.
  return { problem: 'invalid', field: at };
}

/** A declared field's label in the given locale (its name, made safe, when it has none). */
export function fieldLabel(page: SettingsPage, field: string, locale: unknown): string {
  const declared = page.record.schema.properties[field];
  // An unknown field's name came from the request: shown made safe (displayField), never as a label.
  const shown = displayField(field);
  return declared ? (textAt(locale, declared.title) ?? shown) : shown;
}

/**
 * The record's fields when they satisfy the page's record schema and carry no field the page
 * shows read-only; otherwise throws 400 naming the first field at fault (`locale`: the Thai
 * texts, for the field's label).
 */
export function checkedRecord(page: SettingsPage, record: unknown, locale: unknown): RecordValues {
  const validate = validatorOf(page);
  if (validate(record)) {
    const values = record as RecordValues;
    const readOnly = Object.keys(values).find((field) => page.record.schema.properties[field]?.readOnly === true);
    if (readOnly !== undefined) throw new ApiError(400, SETTINGS_MSG.readOnly(fieldLabel(page, readOnly, locale)), { fields: [`record.${readOnly}`] });
    return values;
  }
  const error = validate.errors![0]!;
  const { problem, field } = problemOf(error);
  if (error.keyword === 'format') {
    const message = SETTINGS_MSG.badFormat[error.params.format as FieldFormat](fieldLabel(page, field, locale));
    throw new ApiError(400, message, { fields: [`record.${displayField(field)}`] });
  }
  throw new ApiError(400, inputMessage(problem, fieldLabel(page, field, locale)), { fields: [`record.${displayField(field)}`] });
}
