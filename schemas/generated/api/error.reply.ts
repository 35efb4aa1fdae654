/* Generated from schemas/api/error.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of a failed call (any status): a Thai message, never a stack trace.
 */
export interface ErrorReply {
  status: 'error';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * For malformed input: the field at fault (unknown, missing, not an integer in its range, text with NUL or not UTF-8); the message names it.
   */
  fields?: string[];
  /**
   * Health only: what is down.
   */
  item?: {
    database?: 'up' | 'down';
    engine?: string;
    tenant?: string;
    version?: string;
  };
  /**
   * signing-code-confirm only: wrong tries left on the code (0: ask for a new code).
   */
  ATTEMPTS_LEFT?: number;
  /**
   * signing-code-request only: seconds until a code may be asked for again.
   */
  RETRY_AFTER?: number;
  /**
   * signing-code-confirm only: why the code was refused (wrong: ATTEMPTS_LEFT tries left; locked, expired, used, missing: a new code is needed).
   */
  CODE_STATE?: 'wrong' | 'locked' | 'expired' | 'used' | 'missing';
}
