/* Generated from schemas/api/settings-id.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { SettingsRecordId } from './settings-record-id';


/**
 * Fields of settings-read and settings-delete: the record's key.
 */
export interface SettingsIdRequest {
  id: SettingsRecordId;
}
