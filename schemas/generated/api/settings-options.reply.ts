/* Generated from schemas/api/settings-options.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { SettingsRecordId } from './settings-record-id';


/**
 * Reply of settings-options: at most 200 rows the field may name, ordered by label.
 */
export interface SettingsOptionsReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * @maxItems 200
   */
  items: SettingsOption[];
}
export interface SettingsOption {
  value: SettingsRecordId;
  /**
   * The referenced row's label.
   */
  label: string;
}
