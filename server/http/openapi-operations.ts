/**
 * What the OpenAPI document says about each HTTP call: path, methods, the request schema in
 * schemas/api (by file name), whether it needs the bearer token, what it answers and which
 * error statuses it can give. Fastify does not expose a route's schema after registration,
 * so this list names them; openapi.ts keeps only the operations whose route exists, and
 * openapi.test.ts fails when a route under /api is missing here or an entry has no route.
 */

export type Method = 'get' | 'post';

export interface Operation {
  /** OpenAPI form: `{id}` for a path parameter. */
  path: string;
  methods: Method[];
  summary: string;
  tag: 'system' | 'identity' | 'portal' | 'documents';
  auth: boolean;
  /** Base name of the body schema (POST) or query schema (GET) in schemas/api, without `.schema.json`. */
  request?: string;
  /** Base name of a query-string schema for a POST whose body is not a form (upload). */
  query?: string;
  /** The body is the file itself. */
  fileBody?: boolean;
  reply: 'envelope' | 'todo-page' | 'challenge' | 'openapi' | 'image' | 'file';
  /** Statuses this call answers besides 200 (401 is added for calls that need the token). */
  errors: number[];
  /** A call of the spec's section 7 (its name, fields and envelope are a contract). */
  spec?: boolean;
}

const both: Method[] = ['get', 'post'];

export const OPERATIONS: Operation[] = [
  { path: '/api/health', methods: ['get'], summary: 'Health: 200 when the database answers, 503 when it does not', tag: 'system', auth: false, reply: 'envelope', errors: [503] },
  { path: '/api/docs', methods: ['get'], summary: 'This OpenAPI document', tag: 'system', auth: false, reply: 'openapi', errors: [] },
  { path: '/api/captcha/challenge', methods: ['get'], summary: 'ALTCHA challenge for the login form (raw challenge JSON, no envelope)', tag: 'system', auth: false, reply: 'challenge', errors: [] },

  { path: '/api/users/pre-login', methods: ['post'], summary: 'Check credentials before signing in; asks to confirm when a session is open on another device', tag: 'identity', auth: false, request: 'sign-in.request', reply: 'envelope', errors: [400, 401, 409, 429], spec: true },
  { path: '/api/users/login', methods: ['post'], summary: 'Sign in: success.token, userLogin, expires_at', tag: 'identity', auth: false, request: 'sign-in.request', reply: 'envelope', errors: [400, 401, 409, 429], spec: true },
  { path: '/api/users/ig-login', methods: ['post'], summary: 'Sign in from the alternative login page (same rules as login)', tag: 'identity', auth: false, request: 'sign-in.request', reply: 'envelope', errors: [400, 401, 409, 429], spec: true },
  { path: '/api/getInfo', methods: ['get'], summary: 'The signed-in user (userLogin) and the session expiry', tag: 'identity', auth: true, reply: 'envelope', errors: [], spec: true },
  { path: '/api/logout', methods: ['post'], summary: 'End the session (succeeds also when it has already ended)', tag: 'identity', auth: false, reply: 'envelope', errors: [], spec: true },
  { path: '/api/sarabun/request-pdpa', methods: ['post'], summary: 'Record consent to the privacy notice', tag: 'identity', auth: true, request: 'request-pdpa.request', reply: 'envelope', errors: [400], spec: true },
  { path: '/api/users/forgot-password', methods: ['post'], summary: 'E-mail a password reset link', tag: 'identity', auth: false, request: 'forgot-password.request', reply: 'envelope', errors: [400, 429] },
  { path: '/api/users/reset-password', methods: ['post'], summary: 'Set a new password with the token of a reset link', tag: 'identity', auth: false, request: 'reset-password.request', reply: 'envelope', errors: [400] },
  { path: '/api/users/change-password', methods: ['post'], summary: 'Change the password (ends the other sessions)', tag: 'identity', auth: true, request: 'change-password.request', reply: 'envelope', errors: [400] },
  { path: '/api/users/view-file-avatar/{personId}', methods: ['get'], summary: "A person's picture (public like any image source; a default picture when none)", tag: 'identity', auth: false, reply: 'image', errors: [], spec: true },

  { path: '/api/sarabun/get-todo-list', methods: ['post'], summary: 'One work queue, paged on the server (10 rows by default), sorted and searched', tag: 'portal', auth: true, request: 'get-todo-list.request', reply: 'todo-page', errors: [400], spec: true },
  { path: '/api/get-todo-lists', methods: both, summary: "The queue tiles of the tenant's queue set with their counts", tag: 'portal', auth: true, request: 'get-todo-lists.request', reply: 'envelope', errors: [400], spec: true },
  { path: '/api/get-dashboard', methods: both, summary: 'The eight book groups, 5 newest letters each; bookType and querySearch refetch one', tag: 'portal', auth: true, request: 'get-dashboard.request', reply: 'envelope', errors: [400], spec: true },
  { path: '/api/get-dashboard-organization-lists', methods: both, summary: 'Departments for the organisation filter (dept_id, text)', tag: 'portal', auth: true, reply: 'envelope', errors: [], spec: true },
  { path: '/api/update-read-portal', methods: both, summary: "Mark a letter's steps held by the viewer as read", tag: 'portal', auth: true, request: 'document-id.request', reply: 'envelope', errors: [400, 403, 404], spec: true },
  { path: '/api/get-decode-document-api', methods: ['post'], summary: 'Decode the document token of a link (the viewer must be allowed to read the letter)', tag: 'portal', auth: true, request: 'decode-document.request', reply: 'envelope', errors: [400, 403, 404], spec: true },
  { path: '/api/get-authen-user-menu-permission-header-bottom', methods: ['post'], summary: "The header menu of the viewer's permission groups (item and items)", tag: 'portal', auth: true, reply: 'envelope', errors: [], spec: true },
  { path: '/api/notification-update-read', methods: ['post'], summary: 'Mark one notification read (is_save, item)', tag: 'portal', auth: true, request: 'notification-read.request', reply: 'envelope', errors: [400, 404], spec: true },
  { path: '/api/notification-update-read-all', methods: ['post'], summary: "Mark all of the modules' notifications read", tag: 'portal', auth: true, request: 'notification-modules.request', reply: 'envelope', errors: [400], spec: true },
  { path: '/api/get-notifications', methods: ['post'], summary: 'Notification summary: items = {totalAlert, alerts, logs}', tag: 'portal', auth: true, request: 'notification-modules.request', reply: 'envelope', errors: [400], spec: true },

  { path: '/api/sarabun/create-document', methods: ['post'], summary: 'Create a letter, held by its creator as a draft', tag: 'documents', auth: true, request: 'create-document.request', reply: 'envelope', errors: [400, 403] },
  { path: '/api/sarabun/document-action', methods: ['post'], summary: 'One action on one routing step (state machine of docs/domain.md); 409 when not allowed in its state', tag: 'documents', auth: true, request: 'document-action.request', reply: 'envelope', errors: [400, 403, 404, 409] },
  { path: '/api/sarabun/get-document', methods: both, summary: 'A letter with its routing history, attachments, register entries and the allowed actions', tag: 'documents', auth: true, request: 'document-id.request', reply: 'envelope', errors: [400, 403, 404] },
  { path: '/api/sarabun/get-lookups', methods: both, summary: 'Document types, book groups, speed and secrecy classes, sender types', tag: 'documents', auth: true, reply: 'envelope', errors: [] },
  { path: '/api/sarabun/get-recipients', methods: both, summary: 'Departments and people a letter can be sent or presented to', tag: 'documents', auth: true, reply: 'envelope', errors: [] },
  { path: '/api/sarabun/upload-attachment', methods: ['post'], summary: 'Attach a file: the body is the file, Content-Type its type (20 MB; PDF, office, image and text files)', tag: 'documents', auth: true, query: 'upload-attachment.query', fileBody: true, reply: 'envelope', errors: [400, 403, 404, 413] },
  { path: '/api/sarabun/download-attachment/{id}', methods: ['get'], summary: 'Download an attachment', tag: 'documents', auth: true, reply: 'file', errors: [403, 404] },
];
