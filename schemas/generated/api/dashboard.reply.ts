/* Generated from schemas/api/dashboard.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { BookCard } from './book-card';

/**
 * Reply of get-dashboard: the book cards by book group. Without bookType all eight groups, in the order below; with bookType only that group, searched with querySearch.
 */
export interface DashboardReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * Book cards keyed by their book group (the bookGroup values of schemas/tenant.schema.json).
   */
  item: {
    cycle?: BookCard;
    command?: BookCard;
    regularity?: BookCard;
    rule?: BookCard;
    news?: BookCard;
    announce?: BookCard;
    declaration?: BookCard;
    meeting?: BookCard;
  };
}
