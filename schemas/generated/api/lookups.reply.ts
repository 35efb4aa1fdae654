/* Generated from schemas/api/lookups.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of get-lookups: the classes a letter form offers, in display order.
 */
export interface LookupsReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: {
    /**
     * Document types, by id.
     */
    docTypes: {
      /**
       * Document type code (what create-document takes).
       */
      F_DOC_TYPE_ID: number;
      /**
       * Stable English key (outside, inside, cycle...).
       */
      KEY: string;
      /**
       * Thai name.
       */
      NAME: string;
      /**
       * English name.
       */
      NAME_ENG: string;
      /**
       * The book group a letter of this type defaults to; null for none.
       */
      F_BOOK_GROUP: string | null;
    }[];
    /**
     * Book groups, in the dashboard's order.
     */
    bookGroups: {
      /**
       * Book group code (what create-document takes as F_BOOK_GROUP).
       */
      CODE: string;
      /**
       * Thai name.
       */
      NAME: string;
      /**
       * English name.
       */
      NAME_ENG: string;
    }[];
    /**
     * Speed classes, by id.
     */
    speeds: {
      F_DOC_SPEED_ID: number;
      /**
       * Thai name.
       */
      NAME: string;
      /**
       * English name.
       */
      NAME_ENG: string;
      /**
       * Badge colour (#rrggbb).
       */
      F_COLOR: string;
    }[];
    /**
     * Secrecy classes, least secret first.
     */
    secrets: {
      F_DOC_SECRET_ID: number;
      /**
       * Thai name.
       */
      NAME: string;
      /**
       * English name.
       */
      NAME_ENG: string;
      /**
       * Badge colour (#rrggbb).
       */
      F_COLOR: string;
    }[];
    /**
     * Sender types, by id.
     */
    senderTypes: {
      F_SENDER_TYPE_ID: number;
      /**
       * Thai name.
       */
      NAME: string;
      /**
       * English name.
       */
      NAME_ENG: string;
    }[];
    /**
     * Document categories offered (active ones), by id; create-document takes F_CATEGORY_ID.
     */
    categories: {
      F_CATEGORY_ID: number;
      /**
       * Thai name.
       */
      NAME: string;
      /**
       * English name (may be empty).
       */
      NAME_ENG: string;
    }[];
    /**
     * Command types offered for a command letter (active ones), by id; create-document takes F_COMMAND_TYPE_ID.
     */
    commandTypes: {
      F_COMMAND_TYPE_ID: number;
      /**
       * Thai name.
       */
      NAME: string;
      /**
       * English name (may be empty).
       */
      NAME_ENG: string;
    }[];
    /**
     * Assignment types offered (active ones), by id; document-action's assign takes F_JOB_TYPE_ID.
     */
    jobTypes: {
      F_JOB_TYPE_ID: number;
      /**
       * Thai name.
       */
      NAME: string;
      /**
       * English name (may be empty).
       */
      NAME_ENG: string;
    }[];
    /**
     * Signing kinds offered when signing a letter (active ones), by id; document-action's sign takes F_SIGN_TYPE_ID.
     */
    signTypes: {
      F_SIGN_TYPE_ID: number;
      /**
       * Thai name.
       */
      NAME: string;
      /**
       * English name (may be empty).
       */
      NAME_ENG: string;
    }[];
    /**
     * Agencies letters usually come from (active ones, by name): suggestions for the From line.
     */
    sendFrom: string[];
    /**
     * Agencies letters usually go to (active ones, by name): suggestions for the To line.
     */
    sendTo: string[];
  };
}
