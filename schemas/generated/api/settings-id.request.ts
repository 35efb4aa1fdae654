/* Generated from schemas/api/settings-id.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { SettingsRecordId } from './settings-record-id';
import type { SettingsScope } from './settings-scope';


/**
 * Fields of settings-read and settings-delete: the record's key.
 */
export interface SettingsIdRequest {
  scope?: SettingsScope;
  id: SettingsRecordId;
}
