import { DEFAULT_PARAMS, type ScryptParams } from './password-hash';

/**
 * Limits of the identity module. Defaults are for production; tests pass their own through
 * buildApp so they can exercise expiry, idle time-out and lockout without waiting.
 */
export interface IdentityPolicy {
  /** A session ends this long after sign-in whatever happens (a working day and a half). */
  sessionLifetimeMs: number;
  /** Session idle time-out of 30 minutes, enforced by the server too. */
  idleTimeoutMs: number;
  /** last_seen_at is written at most this often, so every request is not a write. */
  touchIntervalMs: number;
  deviceConfirmTtlMs: number;
  resetTokenTtlMs: number;
  /** Sign-in attempts (pre-login, login, ig-login) allowed per IP within the window, whatever the username. */
  perIpLimit: number;
  rateWindowMs: number;
  /**
   * Failed attempts in a row for one username from one address (since that address last signed
   * in as it) that stop THAT address trying THAT username for lockMs. Other addresses, the
   * person's own included, are not locked: an outsider cannot lock a person out.
   */
  lockoutFailures: number;
  lockMs: number;
  /**
   * Slow-down per username, across addresses: once the username has this many failures within
   * slowdownWindowMs, an attempt from an address it has not signed in from must wait after the
   * last failure slowdownBaseMs, doubled for every further failure, at most slowdownMaxMs.
   * This caps guessing from many addresses; addresses where the person signed in within
   * knownAddressMs are not slowed, so an attack cannot keep the person out at their own desk.
   */
  slowdownAfterFailures: number;
  slowdownWindowMs: number;
  slowdownBaseMs: number;
  slowdownMaxMs: number;
  knownAddressMs: number;
  /** Forgot-password requests allowed per IP within the rate window. */
  forgotPerIpLimit: number;
  /** Account requests (the public sign-up page) allowed per IP within the rate window, refused ones included. */
  signUpPerIpLimit: number;
  /** How long the link an approved account gets to set its first password stays usable (longer than a reset's: the mail may wait a day). */
  accountLinkTtlMs: number;
  /**
   * scrypt cost of the hashes this server writes (password change and reset) and of the
   * stand-in hash that an unknown username is checked against. Tests lower it, because every
   * sign-in of a seeded account pays it; production keeps the default.
   */
  passwordHash: ScryptParams;
}

export const DEFAULT_POLICY: IdentityPolicy = {
  sessionLifetimeMs: 12 * 60 * 60 * 1000,
  idleTimeoutMs: 1_800_000,
  touchIntervalMs: 60_000,
  deviceConfirmTtlMs: 5 * 60 * 1000,
  resetTokenTtlMs: 30 * 60 * 1000,
  perIpLimit: 60,
  rateWindowMs: 10 * 60 * 1000,
  lockoutFailures: 5,
  lockMs: 15 * 60 * 1000,
  slowdownAfterFailures: 10,
  slowdownWindowMs: 60 * 60 * 1000,
  slowdownBaseMs: 1000,
  slowdownMaxMs: 60 * 1000,
  knownAddressMs: 90 * 24 * 60 * 60 * 1000,
  forgotPerIpLimit: 10,
  signUpPerIpLimit: 10,
  accountLinkTtlMs: 3 * 24 * 60 * 60 * 1000,
  passwordHash: DEFAULT_PARAMS,
};

/** The new-password hint, enforced: 8+ characters, English letters and digits, both present. */
export function passwordProblem(password: string, confirm: string): 'policy' | 'mismatch' | null {
  if (password.length < 8 || !/^[A-Za-z0-9]+$/.test(password) || !/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'policy';
  if (password !== confirm) return 'mismatch';
  return null;
}

/** E-mail rule: local part, @, a domain with a 2-24 letter top-level part, or an IP literal (shared with the profile form). */
export { EMAIL_PATTERN } from '../../../engine/format/contact';
