/* Generated from schemas/api/settings-pages.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of settings-pages: the settings pages the signed-in person may open, in the registry's order (engine/settings/settings-pages.ts).
 */
export interface SettingsPagesReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  items: SettingsPageGrant[];
}
export interface SettingsPageGrant {
  /**
   * The page's route segment (its declaration's page).
   */
  page: string;
  /**
   * The person may also add, change and delete the page's records.
   */
  canWrite: boolean;
}
