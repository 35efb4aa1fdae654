/**
 * A link to one letter, as it lands on the registry workspace: `/sarabun?api=…&view=document
 * &docId=…&enc=y|n` (the portal route forwards e-mail, LINE, notification and history links
 * here, engine/portal/portal-redirect.ts).
 *
 * - `enc=y`: docId is an opaque token; only the server can tell the letter behind it (and
 *   refuses one the person may not read), so it travels on untouched.
 * - otherwise docId must be a plain positive decimal integer ('1e3', '0x1', ' 1', '01', '1.5',
 *   '-1' and '' are refused rather than read as some other letter).
 *
 * The letter then opens as a letter opened outside a queue: no routing step, the view type and
 * the default role.
 */
import { DEFAULT_VIEW_ROLE, VIEW_DOCUMENT_TYPE, type DocumentTarget } from './document-target';
import { REDIRECT_VIEW } from './portal-redirect';
import { ROUTES } from './routes';

/** Query parameters of a letter link. */
export const WORKSPACE_LINK_PARAMS = { api: 'api', view: 'view', documentId: 'docId', encoded: 'enc' } as const;
/** The value of `enc` that marks docId as a token. */
export const ENCODED_FLAG = 'y';
/** The longest token the decode call accepts. */
export const MAX_TOKEN_LENGTH = 300;

export type WorkspaceLink =
  /** A plain id: open the letter at once. */
  | { kind: 'plain'; documentId: number }
  /** A token: ask the server for the letter first. */
  | { kind: 'encoded'; token: string }
  /** A link whose docId cannot name a letter. */
  | { kind: 'invalid' };

/** A plain positive decimal integer within JavaScript's exact integers, else null. */
export function plainDocumentId(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^[1-9][0-9]*$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** The letter link in a query, or null when the query carries none (no view=document). */
export function workspaceLinkOf(params: URLSearchParams): WorkspaceLink | null {
  if (params.get(WORKSPACE_LINK_PARAMS.view) !== REDIRECT_VIEW) return null;
  const docId = params.get(WORKSPACE_LINK_PARAMS.documentId) ?? '';
  if (params.get(WORKSPACE_LINK_PARAMS.encoded) === ENCODED_FLAG) {
    return docId !== '' && docId.length <= MAX_TOKEN_LENGTH ? { kind: 'encoded', token: docId } : { kind: 'invalid' };
  }
  const documentId = plainDocumentId(docId);
  return documentId === null ? { kind: 'invalid' } : { kind: 'plain', documentId };
}

/** How a linked letter opens: outside any queue, so without a routing step. */
export function workspaceLinkTarget(documentId: number): DocumentTarget {
  return { documentId, transId: null, type: VIEW_DOCUMENT_TYPE, role: DEFAULT_VIEW_ROLE };
}

/** The same query without the link's parameters (so a reload does not open the letter again). */
export function withoutWorkspaceLinkParams(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of Object.values(WORKSPACE_LINK_PARAMS)) rest.delete(name);
  return rest;
}

/** The in-app address that opens one letter (by its plain id) on the workspace, as such links are read above. */
export function workspaceLetterPath(documentId: number): string {
  const query = new URLSearchParams({ [WORKSPACE_LINK_PARAMS.view]: REDIRECT_VIEW, [WORKSPACE_LINK_PARAMS.documentId]: String(documentId) });
  return `${ROUTES.sarabun.path}?${query.toString()}`;
}
