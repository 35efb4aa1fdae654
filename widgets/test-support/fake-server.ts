/**
 * A stand-in for the portal server at the HTTP boundary, for component tests that need no
 * real server: the real API client and call sets run on top of it, so a test sees the exact
 * form body a widget would send. Each path answers with an envelope (and an HTTP status,
 * 200 unless given); a path without an answer gets 404, so an unplanned call shows up.
 * A file upload carries its fields in the query string: it is answered by its path without the
 * query, its form is those fields, and the file sent is kept with the request.
 */
import { createApiClient, type ApiClient, type Envelope } from '../../engine/api/client';

export interface Answer {
  status?: number;
  body: Envelope;
}

/** `json` is the parsed body of a JSON call (settings records); `form` is empty then. */
export type Route = (form: URLSearchParams, json?: unknown) => Answer;

export interface SentRequest {
  path: string;
  form: URLSearchParams;
  /** The file of an upload (a body that is not a form). */
  file?: Blob;
  /** The parsed body of a JSON call. */
  json?: unknown;
}

export interface FakeServer {
  api: ApiClient;
  /** Every request in order, with its decoded form body. */
  requests: SentRequest[];
  /** The form bodies sent to one path (e.g. '/api/sarabun/document-action'), with or without a query string. */
  sentTo: (path: string) => URLSearchParams[];
}

export function fakeServer(routes: Record<string, Route>): FakeServer {
  const requests: SentRequest[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const path = String(url);
    const bare = withoutQuery(path);
    const file = init?.body instanceof Blob ? init.body : undefined;
    const json = jsonBody(init);
    const text = typeof init?.body === 'string' && json === undefined ? init.body : '';
    const form = new URLSearchParams(text || (file && bare !== path ? path.slice(bare.length + 1) : ''));
    requests.push(file ? { path, form, file } : json !== undefined ? { path, form, json } : { path, form });
    const route = routes[path] ?? routes[bare];
    const answer = route ? route(form, json) : { status: 404, body: { status: 'error' as const, message: `no route for ${path}` } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  const api = createApiClient({ getToken: () => 'test-token', fetch, sleep: () => Promise.resolve() });
  return { api, requests, sentTo: (path) => requests.filter((r) => r.path === path || withoutQuery(r.path) === path).map((r) => r.form) };
}

const withoutQuery = (path: string) => path.split('?')[0]!;

function jsonBody(init?: RequestInit): unknown {
  const type = new Headers(init?.headers).get('content-type') ?? '';
  return type.startsWith('application/json') && typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

export const ok = (body: Omit<Envelope, 'status'> = {}): Answer => ({ body: { status: 'success', ...body } });
