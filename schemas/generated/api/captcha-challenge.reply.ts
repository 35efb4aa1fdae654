/* Generated from schemas/api/captcha-challenge.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * The ALTCHA challenge exactly as the altcha widget expects it from its challenge URL (its library's format: algorithm, parameters, signature...), not the envelope.
 */
export interface CaptchaChallengeReply {
  [k: string]: unknown;
}
