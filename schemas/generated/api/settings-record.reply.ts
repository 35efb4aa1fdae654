/* Generated from schemas/api/settings-record.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { SettingsRecordValues } from './settings-record-values';

/**
 * Reply of settings-read, settings-create and settings-update: the record as it is stored now.
 */
export interface SettingsRecordReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: SettingsRecordValues;
}
