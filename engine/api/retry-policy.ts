/**
 * Retry policy of the API client: a request that fails with HTTP status 500 or above is
 * retried 3 times, waiting 1000 ms x the attempt number (1 s, 2 s, 3 s); then the error
 * passes on. Anything below 500 (including 401) is final at once: retrying cannot fix it.
 */
export const RETRY_LIMIT = 3;
export const RETRY_BASE_DELAY_MS = 1000;

export function shouldRetry(status: number, attempt: number): boolean {
  return status >= 500 && attempt <= RETRY_LIMIT;
}

/** Delay before retry number `attempt` (1-based). */
export function retryDelay(attempt: number): number {
  return RETRY_BASE_DELAY_MS * attempt;
}
