/* Generated from schemas/api/settings-create.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { SettingsRecordFields } from './settings-record-fields';
import type { SettingsScope } from './settings-scope';


/**
 * Fields of settings-create: the new record's fields by column name. The page's declaration validates them (its record schema): an unknown field, a malformed value or a missing required field answers 400 naming the field.
 */
export interface SettingsCreateRequest {
  scope?: SettingsScope;
  record: SettingsRecordFields;
}
