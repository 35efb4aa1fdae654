/**
 * HTTP client of the portal (spec section 7): a bearer token from stored state, form-encoded
 * bodies, JSON accept, and the retry policy for server errors. Three POST helpers exist, to
 * the base api path (/api/), the saraban sub-path (/api/sarabun/) and the public base (/).
 *
 * The replies use the envelope {status: 'success'|'error', message, item|items}; the client
 * returns the envelope as it is so callers can read status and message the way the spec does.
 */
import { retryDelay, shouldRetry } from './retry-policy';

export interface Envelope {
  status: 'success' | 'error';
  message?: string;
  [field: string]: unknown;
}

export type FormValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type FormBody = Record<string, FormValue>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Envelope | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

export interface ApiClientOptions {
  /** Origin + base path of the portal, e.g. '' (same origin) or 'http://localhost:8080'. */
  origin?: string;
  /** Reads the current token; null when signed out. */
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** Waits between retries; injected so tests and timers stay in control. */
  sleep?: (ms: number) => Promise<void>;
}

/** Per-call options. `keepalive` lets a request outlive the page (a sign-out sent just before a reload). */
export interface RequestOptions {
  keepalive?: boolean;
}

export const API_BASE = '/api/';
export const SARABUN_BASE = '/api/sarabun/';
export const PUBLIC_BASE = '/';

/** Encodes a form body; arrays repeat the field (MODULE=SARABUN&MODULE=SARABAN). */
export function encodeForm(body: FormBody): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params;
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const origin = options.origin ?? '';

  async function request(method: 'GET' | 'POST', url: string, body?: FormBody, requestOptions: RequestOptions = {}): Promise<Envelope> {
    for (let attempt = 1; ; attempt++) {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = options.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      const init: RequestInit = { method, headers };
      if (requestOptions.keepalive) init.keepalive = true;
      if (method === 'POST') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        init.body = encodeForm(body ?? {}).toString();
      }
      const response = await doFetch(origin + url, init);
      const parsed = await readEnvelope(response);
      if (response.ok) return parsed ?? { status: 'error', message: `HTTP ${response.status}` };
      if (shouldRetry(response.status, attempt)) {
        await sleep(retryDelay(attempt));
        continue;
      }
      throw new HttpError(response.status, parsed);
    }
  }

  return {
    get: (path: string) => request('GET', API_BASE + path),
    post: (path: string, body?: FormBody, requestOptions?: RequestOptions) => request('POST', API_BASE + path, body, requestOptions),
    postSarabun: (path: string, body?: FormBody) => request('POST', SARABUN_BASE + path, body),
    postPublic: (path: string, body?: FormBody) => request('POST', PUBLIC_BASE + path, body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function readEnvelope(response: Response): Promise<Envelope | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
}

/**
 * Resolves an HTTP error reply that carries an envelope to that envelope, because the spec's
 * flows read `status` and `message` whatever the HTTP status; rethrows the rest (network
 * failures, 5xx without an envelope).
 */
export async function envelopeOf<T extends Envelope>(call: Promise<Envelope>): Promise<T> {
  try {
    return (await call) as T;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500 && error.body?.status === 'error') return error.body as T;
    throw error;
  }
}
