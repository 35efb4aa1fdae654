/**
 * Retry policy of the API client: a request that fails with HTTP status 500 or above is
 * retried 3 times, waiting 1000 ms x the attempt number (1 s, 2 s, 3 s); then the error
 * passes on. Anything below 500 (including 401) is final at once: retrying cannot fix it. A call
 * may ask to be sent once (the sign-in calls, engine/api/identity-calls.ts): then a 5xx is final too.
 *
 * A request that gets no reply at all (the connection failed or dropped) may still have been
 * done by the server, so it is retried only when the call is idempotent (the route table's
 * `idempotent` flag): those carry an Idempotency-Key, the same on every retry, and the server
 * answers a repeat with the first reply instead of doing it again. Other calls pass the
 * network error on at once, as before.
 */
export const RETRY_LIMIT = 3;
export const RETRY_BASE_DELAY_MS = 1000;

export function shouldRetry(status: number, attempt: number): boolean {
  return status >= 500 && attempt <= RETRY_LIMIT;
}

/** Whether a request that got no reply is sent again (same limit and delays as a 5xx). */
export function shouldRetryNetworkError(idempotent: boolean, attempt: number): boolean {
  return idempotent && attempt <= RETRY_LIMIT;
}

/** Delay before retry number `attempt` (1-based). */
export function retryDelay(attempt: number): number {
  return RETRY_BASE_DELAY_MS * attempt;
}
