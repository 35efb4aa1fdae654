/**
 * The identity calls of spec section 7, typed. Each returns the server's envelope; a reply
 * with an HTTP error status is turned back into its envelope too, because the spec's flows
 * read `status` and `message` whatever the HTTP status (wrong password is 401 with a message).
 */
import { envelopeOf, type ApiClient, type Envelope, type RequestOptions } from './client';

export interface UserLogin {
  F_PERSON_ID: number;
  id: number;
  username: string;
  name: string;
  email: string | null;
  userInformation: {
    F_PERSON_ID: number;
    F_FIRST_NAME: string;
    F_LAST_NAME: string;
    F_POSITION_NAME: string | null;
    F_EMAIL: string | null;
    F_DEPT_ID: number | null;
    F_DEPT_NAME: string | null;
    F_IS_AGREE_PDPA: number;
  };
}

export interface Credentials {
  username: string;
  password: string;
  /** The solved robot-check payload, on tenants that show it. */
  altcha?: string;
  oauth_id?: string;
  /** Which call signs in after the pre-login check: the standard login or the alternative ig-login page's. */
  via?: 'login' | 'igLogin';
}

export interface PreLoginReply extends Envelope {
  oauth_id?: string;
}

export interface LoginReply extends Envelope {
  oauth_id?: string;
  success?: { token: string };
  userLogin?: UserLogin;
  expires_at?: string;
}

export interface InfoReply extends Envelope {
  userLogin?: UserLogin;
}


const form = (c: Credentials) => ({ username: c.username, password: c.password, altcha: c.altcha, oauth_id: c.oauth_id });

export const identityCalls = (api: ApiClient) => ({
  preLogin: (c: Credentials) => envelopeOf<PreLoginReply>(api.post('users/pre-login', form(c))),
  login: (c: Credentials) => envelopeOf<LoginReply>(api.post('users/login', form(c))),
  igLogin: (c: Credentials) => envelopeOf<LoginReply>(api.post('users/ig-login', form(c))),
  /** Throws HttpError 401 when the session is gone: the caller signs out. */
  getInfo: () => api.get('getInfo') as Promise<InfoReply>,
  /** The token is read when the call starts, so a caller may clear storage right after calling. */
  logout: (options?: RequestOptions) => api.post('logout', undefined, options),
  requestPdpa: () => envelopeOf(api.postSarabun('request-pdpa', { F_IS_AGREE_PDPA: 1, F_IS_AGREE: 1 })),
  forgotPassword: (email: string) => envelopeOf(api.post('users/forgot-password', { F_EMAIL: email })),
  resetPassword: (token: string, password: string, confirm: string) => envelopeOf(api.post('users/reset-password', { token, NEW_PASSWORD: password, C_NEW_PASSWORD: confirm })),
  changePassword: (oldPassword: string, password: string, confirm: string) =>
    envelopeOf(api.post('users/change-password', { OLD_PASSWORD: oldPassword, NEW_PASSWORD: password, C_NEW_PASSWORD: confirm })),
});

export type IdentityCalls = ReturnType<typeof identityCalls>;
