/* Generated from schemas/api/settings-delete.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { SettingsRecordId } from './settings-record-id';


/**
 * Reply of settings-delete: the record's key and whether it was deactivated (kept, marked inactive) rather than deleted.
 */
export interface SettingsDeleteReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: SettingsDeleted;
}
export interface SettingsDeleted {
  id: SettingsRecordId;
  deactivated: boolean;
}
