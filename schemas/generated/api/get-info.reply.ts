/* Generated from schemas/api/get-info.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { UserLogin } from './user-login';

/**
 * Reply of getInfo: the signed-in person and when the session ends.
 */
export interface GetInfoReply {
  status: 'success';
  userLogin: UserLogin;
  /**
   * ISO 8601.
   */
  expires_at: string;
}
