/* Generated from schemas/api/menus.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { MenuItem } from './menu-item';

/**
 * Reply of get-authen-user-menu-permission-header-bottom: the header menu of the viewer's permission groups, in menu order. The portal's client reads `item`; `items` carries the same list for clients that read every list there.
 */
export interface MenusReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * The menus.
   */
  item: MenuItem[];
  /**
   * The same menus as `item`.
   */
  items: MenuItem[];
}
