/* Generated from schemas/api/settings-list.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { SettingsFilterValues } from './settings-filters';
import type { SettingsScope } from './settings-scope';


/**
 * Fields of settings-list: one page of a settings page's records, in key order.
 */
export interface SettingsListRequest {
  scope?: SettingsScope;
  /**
   * Page, from 1 (default 1).
   */
  page?: number;
  /**
   * Records per page (default 25).
   */
  size?: 10 | 25 | 50 | 100;
  /**
   * Optional text: only records where one of the declaration's search fields contains it (any case).
   */
  search?: string;
  filters?: SettingsFilterValues;
}
