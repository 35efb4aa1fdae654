/* Generated from schemas/api/document-action.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of document-action: the step acted on, its new state and the steps the action created.
 */
export interface DocumentActionReply {
  status: 'success';
  /**
   * Thai message for the person, naming the action done.
   */
  message: string;
  item: {
    /**
     * The letter of the step.
     */
    F_DOC_ID: number;
    /**
     * The step acted on.
     */
    F_TRANS_ID: number;
    /**
     * The step's state after the action (a state of the routing state machine, e.g. in_hand, forwarded, done).
     */
    STATE: string;
    /**
     * Steps the action created (one per recipient); empty when it created none.
     */
    NEW_TRANS_IDS: number[];
    /**
     * The receive-register number a receive took; null for other actions.
     */
    RECEIVE_NO: number | null;
    /**
     * The letter's number after the action (issueNumber gives it one); null while it has none.
     */
    F_DOC_NO: string | null;
    /**
     * When the action was done (ISO 8601): the time of the register stamp after a receive or a number.
     */
    DONE_AT: string;
  };
}
