/**
 * Self-hosted ALTCHA captcha (proof of work, no third party). The server signs each
 * challenge with an HMAC secret; the browser widget solves it and sends the solution with
 * the form (field `altcha`, base64 JSON); verify() checks signature, expiry and solution.
 *
 * verify() does NOT remember solutions: how often one solution may be spent is the caller's
 * rule (sign-in lets pre-login and login share one, recorded in the database so it holds
 * across instances: modules/identity/captcha-spend.ts).
 */
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/fastify';
import { verify } from 'altcha-lib/frameworks/shared';

export interface CaptchaOptions {
  /** Secret that signs challenges (CAPTCHA_HMAC_KEY or the generated one in app_settings). */
  secret: string;
  /** PBKDF2 iterations per attempt; the solver needs on average `counter` attempts. */
  cost?: number;
  /** Seconds a challenge stays valid. */
  ttlSeconds?: number;
  /** Range of the secret counter the browser must find (work = counter x cost). */
  counterRange?: [number, number];
}

export interface CaptchaVerification {
  ok: boolean;
  /** Why it failed (English, for logs; show users a Thai message instead). */
  reason: string | null;
}

export interface CaptchaService {
  /** A new signed challenge, as the altcha widget expects from its challenge URL. */
  challenge(): Promise<Challenge>;
  /** Checks the widget's payload (the `altcha` form field). Never throws. */
  verify(payload: unknown): Promise<CaptchaVerification>;
}

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per counter step in production (tests may ask for less through the options). */
export const PRODUCTION_COST = 500;

export async function createCaptchaService(options: CaptchaOptions): Promise<CaptchaService> {
  // Work = counter x cost PBKDF2 rounds: about half a second in a browser, so staff barely wait,
  // while every scripted attempt still costs real CPU (and sign-in is rate-limited besides).
  const { secret, cost = PRODUCTION_COST, ttlSeconds = 10 * 60, counterRange = [500, 2_000] } = options;
  // Deterministic mode: the server knows the counter and signs the derived key, so checking a
  // solution costs one derivation, not the client's whole search.
  const keySecret = await deriveHmacKeySecret(secret);
  return {
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost,
        counter: randomInt(counterRange[0], counterRange[1]),
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      }),
    async verify(payload) {
      const result = await verify(typeof payload === 'string' || (payload && typeof payload === 'object') ? payload : undefined, deriveKey, secret, keySecret);
      return { ok: result.error === null, reason: result.error };
    },
  };
}
