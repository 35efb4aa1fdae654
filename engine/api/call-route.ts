/**
 * Calling a route of the route table from the client, typed by its schemas: the fields are the
 * request schema's type, the answer the reply schema's type or the shared error reply. Nothing
 * here names a path or a shape; both come from engine/api/routes.ts and schemas/api.
 */
import type { ApiSchemaName, ApiSchemas } from '../../schemas/generated/api';
import type { ErrorReply } from '../../schemas/generated/api/error.reply';
import { envelopeOf, type ApiClient, type Envelope, type FormValue, type RequestOptions } from './client';
import { isIdempotentRoute, routeMethod, routePath } from './route-path';
import type { ROUTES, RouteName } from './routes';

type Route<N extends RouteName> = (typeof ROUTES)[N];

/** The fields a call takes (its request schema's type). */
export type RequestOf<N extends RouteName> = ApiSchemas[Route<N>['request']];

/** What a successful call answers (its reply schema's type). */
export type SuccessOf<N extends RouteName> = Route<N>['reply'] extends ApiSchemaName ? ApiSchemas[Route<N>['reply']] : never;

/** Every answer of a call: its reply, or the error envelope {status:'error', message, fields?}. */
export type ReplyOf<N extends RouteName> = SuccessOf<N> | ErrorReply;

export type { ErrorReply };

/** Names of the calls that answer JSON (the others are files, opened by their URL). */
export type JsonRouteName = { [N in RouteName]: Route<N>['reply'] extends ApiSchemaName ? N : never }[RouteName];

/** Fields in the order the form sends them; undefined and null are left out. */
type Form<N extends RouteName> = { [K in keyof RequestOf<N>]?: RequestOf<N>[K] | null };

function formOf(body: object | undefined): Record<string, FormValue> | undefined {
  return body as Record<string, FormValue> | undefined;
}

/**
 * Calls a route and answers its reply. An HTTP error reply that carries the error envelope
 * (400, 401 from sign-in, 403, 404, 409) resolves to that envelope, because the portal's flows
 * read `status` and `message` whatever the HTTP status; network failures and 5xx after the
 * client's retries throw (HttpError).
 */
export function callRoute<N extends JsonRouteName>(api: ApiClient, name: N, body?: Form<N>, options?: RequestOptions): Promise<ReplyOf<N>> {
  return envelopeOf<ReplyOf<N> & Envelope>(sendRoute(api, name, body, options));
}

/** Like callRoute, but an HTTP error rejects with HttpError (a session check must tell 401 from an answer). */
export function callRouteStrict<N extends JsonRouteName>(api: ApiClient, name: N, body?: Form<N>, options?: RequestOptions): Promise<SuccessOf<N>> {
  return sendRoute(api, name, body, options) as unknown as Promise<SuccessOf<N>>;
}

function sendRoute(api: ApiClient, name: RouteName, body: object | undefined, options?: RequestOptions): Promise<Envelope> {
  // A call that answers both methods is posted: the portal's contract posts forms.
  return api.send(routeMethod(name), routePath(name), formOf(body), options);
}

/** Names of the calls whose body is a file. */
export type FileBodyRouteName = { [N in RouteName]: Route<N> extends { fileBody: true } ? N : never }[RouteName];
/** Names of the calls that answer a file. */
export type FileReplyRouteName = Exclude<RouteName, JsonRouteName>;

/** Sends a file to a call whose body is a file (its fields in the query string); answers like callRoute. */
export function uploadRoute<N extends FileBodyRouteName>(api: ApiClient, name: N, fields: Form<N>, file: Blob): Promise<ReplyOf<N>> {
  return envelopeOf<ReplyOf<N> & Envelope>(api.sendFile(routePath(name), formOf(fields) ?? {}, file));
}

/** The file a call answers (an export, an attachment); an error rejects with HttpError carrying the server's envelope. */
export function fetchRouteFile<N extends FileReplyRouteName>(
  api: ApiClient,
  name: N,
  fields?: Form<N>,
  params: Record<string, string | number> = {},
): Promise<Blob> {
  return api.fetchFile(routePath(name, params), formOf(fields));
}

/** Posts a JSON body (fields that nest objects) to a call, its path parameters filled in; answers like callRoute. */
export function callJsonRoute<N extends JsonRouteName>(api: ApiClient, name: N, body: RequestOf<N>, params: Record<string, string> = {}): Promise<ReplyOf<N>> {
  return envelopeOf<ReplyOf<N> & Envelope>(api.sendJson(routePath(name, params), body, isIdempotentRoute(name)));
}

/** Posts a JSON body to a call that answers a file; an error rejects with HttpError carrying the server's envelope. */
export function fetchJsonRouteFile<N extends FileReplyRouteName>(api: ApiClient, name: N, body: RequestOf<N>): Promise<Blob> {
  return api.fetchFileJson(routePath(name), body);
}
