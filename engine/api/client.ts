/**
 * HTTP client of the portal: a bearer token from stored state, form-encoded bodies (a GET's
 * fields in its query string), JSON accept, and the retry policy for server errors. Paths come
 * from the route table (engine/api/routes.ts) through engine/api/call-route.ts.
 *
 * The replies use the envelope {status: 'success'|'error', message, item|items}; the client
 * returns the envelope as it is so callers can read status and message the way existing
 * clients of the portal contract do.
 */
import { retryDelay, shouldRetry, shouldRetryNetworkError } from './retry-policy';
import { IDEMPOTENT_PATHS } from './route-path';

/**
 * A fresh random key (a UUID v4). crypto.randomUUID exists only in secure contexts (https,
 * localhost); a portal on plain http in an office network still has getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What every reply has: whether the call succeeded, and a message for the person. */
export interface StatusReply {
  status: 'success' | 'error';
  message?: string;
}

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
  /** false: a 5xx reply is final at once, not retried (see identity-calls.ts for the sign-in calls). */
  retry?: boolean;
}

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

  /**
   * Sends with the bearer token and the retry policy; answers the successful response, throws HttpError with the error envelope otherwise.
   * A POST to an idempotent call (`path` is the route table's, before any query string) carries one
   * Idempotency-Key for the whole call: every retry sends the same key, so the server does it once.
   */
  async function exchange(
    method: 'GET' | 'POST',
    path: string,
    init: { query?: string; headers?: Record<string, string>; body?: BodyInit; keepalive?: boolean; idempotent?: boolean; retry?: boolean } = {},
  ): Promise<Response> {
    // A path with its parameters filled in (/api/settings/role-type/create) says so itself.
    const idempotencyKey = method === 'POST' && (init.idempotent ?? IDEMPOTENT_PATHS.has(path)) ? newIdempotencyKey() : null;
    const url = init.query ? `${path}?${init.query}` : path;
    for (let attempt = 1; ; attempt++) {
      const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
      const token = options.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
      const request: RequestInit = { method, headers };
      if (init.keepalive) request.keepalive = true;
      if (init.body !== undefined) request.body = init.body;
      let response: Response;
      try {
        response = await doFetch(origin + url, request);
      } catch (error) {
        // No reply: the server may have done it. Only a call with a key may be sent again.
        if (!isAbort(error) && shouldRetryNetworkError(idempotencyKey !== null, attempt)) {
          await sleep(retryDelay(attempt));
          continue;
        }
        throw error;
      }
      if (response.ok) return response;
      const parsed = await readEnvelope(response);
      if (init.retry !== false && shouldRetry(response.status, attempt)) {
        await sleep(retryDelay(attempt));
        continue;
      }
      throw new HttpError(response.status, parsed);
    }
  }

  /** The fields as a query string ('' when none). */
  const queryOf = (fields?: FormBody) => (fields ? encodeForm(fields).toString() : '');

  async function request(method: 'GET' | 'POST', path: string, body?: FormBody, requestOptions: RequestOptions = {}): Promise<Envelope> {
    // A GET carries its fields in the query string.
    const response =
      method === 'GET'
        ? await exchange('GET', path, { ...requestOptions, query: queryOf(body) })
        : await exchange('POST', path, {
            ...requestOptions,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
            body: encodeForm(body ?? {}).toString(),
          });
    return (await readEnvelope(response)) ?? { status: 'error', message: `HTTP ${response.status}` };
  }

  return {
    /** One call: `path` is the route table's (engine/api/routes.ts), `body` its fields. */
    send: (method: 'GET' | 'POST', path: string, body?: FormBody, requestOptions?: RequestOptions) => request(method, path, body, requestOptions),
    /**
     * A POST whose fields nest objects (a settings record): the body is JSON instead of a form.
     * `idempotent`: the route table flags the call so (its path here has its parameters filled in).
     */
    sendJson: async (path: string, body: unknown, idempotent = false): Promise<Envelope> => {
      const response = await exchange('POST', path, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), idempotent });
      return (await readEnvelope(response)) ?? { status: 'error', message: `HTTP ${response.status}` };
    },
    /** A call whose body is a file: its fields go in the query string, the file is the body with its own type. */
    sendFile: async (path: string, fields: FormBody, file: Blob): Promise<Envelope> => {
      const response = await exchange('POST', path, {
        query: queryOf(fields),
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
      });
      return (await readEnvelope(response)) ?? { status: 'error', message: `HTTP ${response.status}` };
    },
    /** A POST with a JSON body that answers a file (a preview of content not saved yet). */
    fetchFileJson: async (path: string, body: unknown): Promise<Blob> =>
      (await exchange('POST', path, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).blob(),
    /** A call that answers a file (an export, an attachment): its fields in the query string. */
    fetchFile: async (path: string, fields?: FormBody): Promise<Blob> => (await exchange('GET', path, { query: queryOf(fields) })).blob(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A request the caller aborted on purpose is not a failure to retry. */
function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

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
 * Resolves an HTTP error reply that carries an envelope to that envelope, because the portal
 * contract's flows read `status` and `message` whatever the HTTP status; rethrows the rest
 * (network failures, 5xx without an envelope).
 */
export async function envelopeOf<T extends Envelope>(call: Promise<Envelope>): Promise<T> {
  try {
    return (await call) as T;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500 && error.body?.status === 'error') return error.body as T;
    throw error;
  }
}
