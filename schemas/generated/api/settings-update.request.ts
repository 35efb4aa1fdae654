/* Generated from schemas/api/settings-update.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { SettingsRecordFields } from './settings-record-fields';
import type { SettingsRecordId } from './settings-record-id';
import type { SettingsScope } from './settings-scope';


/**
 * Fields of settings-update: the record's key and all its editable fields (the record is replaced as the form shows it; validated like settings-create).
 */
export interface SettingsUpdateRequest {
  scope?: SettingsScope;
  id: SettingsRecordId;
  record: SettingsRecordFields;
}
