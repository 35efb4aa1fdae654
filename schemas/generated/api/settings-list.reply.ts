/* Generated from schemas/api/settings-list.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { SettingsRecordValues } from './settings-record-values';

/**
 * Reply of settings-list: one page of records and how many records match in all.
 */
export interface SettingsListReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  items: SettingsRecordValues[];
  /**
   * Records matching the search, across all pages.
   */
  total: number;
}
