/**
 * The identity calls, typed from the route table and their schemas. Each answers the server's
 * envelope; a reply with an HTTP error status is turned back into its envelope too, because the
 * sign-in flows read `status` and `message` whatever the HTTP status (a wrong password is 401
 * with a message).
 */
import type { GetInfoReply } from '../../schemas/generated/api/get-info.reply';
import type { MessageReply } from '../../schemas/generated/api/message.reply';
import type { SignInReply } from '../../schemas/generated/api/sign-in.reply';
import type { UserLogin } from '../../schemas/generated/api/user-login';
import { callRoute, callRouteStrict, type ErrorReply } from './call-route';
import type { ApiClient, RequestOptions } from './client';

export type { UserLogin };

export interface Credentials {
  username: string;
  password: string;
  /** The solved robot-check payload, on tenants that show it. */
  altcha?: string;
  oauth_id?: string;
  /** Which call signs in after the pre-login check: the standard login or the alternative ig-login page's. */
  via?: 'login' | 'igLogin';
}

/** A sign-in answer: success, the device question (status error with oauth_id), or a refusal (error reply). */
export type PreLoginReply = SignInReply;
export type LoginReply = SignInReply;
/** getInfo answers the person, or (from an older server) an error envelope with HTTP 200: both end in the session machine. */
export type InfoReply = GetInfoReply | ErrorReply;
/** A call that only reports that it was done, or why not. */
export type DoneReply = MessageReply | ErrorReply;

const form = (c: Credentials) => ({ username: c.username, password: c.password, altcha: c.altcha, oauth_id: c.oauth_id });

/**
 * A sign-in is sent once: its robot-check solution is single use (a retry would be refused as a
 * spent check and hide the real answer), and its 503 (the organisation's directory cannot be
 * reached) is an answer for the person, who tries again when they choose.
 */
const ONCE = { retry: false } as const;

export const identityCalls = (api: ApiClient) => ({
  preLogin: (c: Credentials): Promise<PreLoginReply> => callRoute(api, 'preLogin', form(c), ONCE),
  login: (c: Credentials): Promise<LoginReply> => callRoute(api, 'login', form(c), ONCE),
  igLogin: (c: Credentials): Promise<LoginReply> => callRoute(api, 'igLogin', form(c), ONCE),
  /** Throws HttpError 401 when the session is gone: the caller signs out. */
  getInfo: (): Promise<InfoReply> => callRouteStrict(api, 'getInfo'),
  /** The token is read when the call starts, so a caller may clear storage right after calling. */
  logout: (options?: RequestOptions) => callRouteStrict(api, 'logout', {}, options),
  requestPdpa: (): Promise<DoneReply> => callRoute(api, 'requestPdpa', { F_IS_AGREE_PDPA: 1, F_IS_AGREE: 1 }),
  forgotPassword: (email: string): Promise<DoneReply> => callRoute(api, 'forgotPassword', { F_EMAIL: email }),
  resetPassword: (token: string, password: string, confirm: string): Promise<DoneReply> =>
    callRoute(api, 'resetPassword', { token, NEW_PASSWORD: password, C_NEW_PASSWORD: confirm }),
  changePassword: (oldPassword: string, password: string, confirm: string): Promise<DoneReply> =>
    callRoute(api, 'changePassword', { OLD_PASSWORD: oldPassword, NEW_PASSWORD: password, C_NEW_PASSWORD: confirm }),
});

export type IdentityCalls = ReturnType<typeof identityCalls>;
