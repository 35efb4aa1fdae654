/* Generated from schemas/api/menu-item.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * One entry of the header menu, with the most any of the viewer's permission groups grants on it.
 */
export interface MenuItem {
  /**
   * Menu id.
   */
  MENU_ID: number;
  /**
   * A route name, or 'sarabun' for the full-page link.
   */
  MENU_ACTION: string;
  /**
   * Icon name.
   */
  MENU_ICON: string;
  /**
   * Translation key of the menu's name.
   */
  MENU_NAME_ENG: string;
  /**
   * 1 when the viewer may look at the menu's data, else 0.
   */
  PM_QUERY: number;
  /**
   * 1 when the viewer may change the menu's data, else 0.
   */
  PM_MANAGE: number;
}
