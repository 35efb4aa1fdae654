/* Generated from schemas/api/book-card.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * One book group of the dashboard (circulars, commands...) with its newest numbered letters the viewer may read.
 */
export interface BookCard {
  /**
   * Book group code: one of the bookGroup values of schemas/tenant.schema.json.
   */
  bookType: string;
  /**
   * The group's Thai name.
   */
  TITLE: string;
  /**
   * At most five letters, newest first.
   */
  items: BookRow[];
}
/**
 * One letter of a book card.
 */
export interface BookRow {
  /**
   * Position in the card, from 1.
   */
  SEQ: number;
  /**
   * Document id.
   */
  F_DOC_ID: number;
  /**
   * Meeting number (meeting reports).
   */
  F_NO_MEET: string | null;
  /**
   * Document number.
   */
  F_DOC_NO: string | null;
  /**
   * Subject (เรื่อง).
   */
  F_DOC_TITLE: string;
  /**
   * Name signed under a command.
   */
  F_DOC_COMMAND_NAME_UNDER: string | null;
  /**
   * The routing step to open: the viewer's own latest step on the letter, else the letter's first step; null when it has none.
   */
  F_TRANS_ID: number | null;
}
