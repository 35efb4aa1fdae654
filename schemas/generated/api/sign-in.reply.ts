/* Generated from schemas/api/sign-in.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { UserLogin } from './user-login';

/**
 * Reply of users/pre-login, users/login and users/ig-login. success: pre-login passed, or signed in (token, userLogin, expires_at). error with oauth_id (HTTP 200): a session is open on another device; sending oauth_id back confirms signing in here.
 */
export interface SignInReply {
  status: 'success' | 'error';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * Confirmation id for signing in although a session is open elsewhere.
   */
  oauth_id?: string;
  success?: {
    /**
     * Opaque session token for Authorization: Bearer.
     */
    token: string;
  };
  userLogin?: UserLogin;
  /**
   * When the session ends unless used (ISO 8601).
   */
  expires_at?: string;
}
