/**
 * The route table: every HTTP call of the server, once. For each call its methods, path,
 * request schema, reply schema and whether it needs a session.
 *
 * - The server registers its routes from it (server/http/serve-route.ts): the request schema
 *   validates the body of a POST and the query string of either method, the reply schema is
 *   Fastify's response schema (a field that is not in it never leaves the server).
 * - The OpenAPI document at /api/docs is generated from it (server/http/openapi.ts).
 * - The client's call functions are typed from it (engine/api/call-route.ts): the request and
 *   reply types come from the schemas, never written by hand.
 *
 * Schemas are named by their file in schemas/api without `.schema.json`; their types are in
 * schemas/generated/api (npm run gen:types). A call that takes no fields names
 * `empty.request`. A reply that is a file names its media types instead of a schema.
 *
 * Adding a call: an entry here, its request and reply schemas, and a handler registered with
 * serveRoute(app, 'name', handler) in its module. The client calls it with
 * callRoute(api, 'name', body).
 */
import type { ApiSchemaName } from '../../schemas/generated/api';
import { ATTACHMENT_TYPES } from '../documents/attachment-rules';
import { MANUAL_FILE_TYPES } from '../manuals/manual-rules';

export type HttpMethod = 'GET' | 'POST';

/**
 * A reply that is a file, not JSON: every media type it may be sent with (its Content-Type
 * without parameters, no wildcards). OpenAPI documents them; test servers refuse a file sent
 * with another type.
 */
export interface FileReply {
  media: readonly string[];
}

/** The media types of a table of file kinds, each once. */
const mediaOf = (kinds: Readonly<Record<string, { type: string }>>): readonly string[] => [...new Set(Object.values(kinds).map((kind) => kind.type))];

export interface RouteSpec {
  /** A call whose method the contract leaves open answers both; the client posts. */
  methods: readonly HttpMethod[];
  /** The server's path; `:name` is a path parameter (OpenAPI writes `{name}`). */
  path: string;
  /** Fields of the call: the body of a POST, the query string of a GET (a POST's query string is held to the same fields, none required). */
  request: ApiSchemaName;
  /** The 200 reply's schema, or the media types of a file reply. Error replies share error.reply. */
  reply: ApiSchemaName | FileReply;
  /**
   * Needs a signed-in session (Authorization: Bearer); 401 without one. A session call also
   * answers 403 until the person has agreed to the PDPA policy, unless it is `beforeConsent`.
   */
  auth: boolean;
  /**
   * Served to a signed-in person who has not yet agreed to the PDPA policy: what the client needs
   * to show the consent modal over the page (the person, the menu) and to agree or refuse
   * (request-pdpa, logout). Every other session call is refused until the person agrees.
   */
  beforeConsent?: true;
  tag: 'system' | 'identity' | 'portal' | 'documents' | 'settings';
  /** Statuses the call answers besides 200 (401 is implied by auth, 403 by auth without beforeConsent, 500 by every call). */
  errors: readonly number[];
  /** A call of the public portal contract: its name, form fields and envelope must not change. */
  contract?: true;
  /** The handler reports a missing field with its own Thai message, so the schema's `required` is not enforced at the door. */
  presenceCheckedByHandler?: true;
  /** The body is the file itself (its Content-Type is the file's type); `request` describes the query string. */
  fileBody?: true;
  /**
   * A write the client may retry without doing it twice: it sends an Idempotency-Key header, the
   * same on every retry of one call, and the server answers a repeat of the key with the first
   * reply instead of running the call again (server/http/idempotency.ts).
   */
  idempotent?: true;
}

const BOTH = ['GET', 'POST'] as const;
const GET = ['GET'] as const;
const POST = ['POST'] as const;

export const ROUTES = {
  health: {
    methods: GET,
    path: '/api/health',
    request: 'empty.request',
    reply: 'health.reply',
    auth: false,
    tag: 'system',
    errors: [503],
  },
  apiDocs: {
    methods: GET,
    path: '/api/docs',
    request: 'empty.request',
    reply: 'openapi.reply',
    auth: false,
    tag: 'system',
    errors: [],
  },
  captchaChallenge: {
    methods: GET,
    path: '/api/captcha/challenge',
    request: 'empty.request',
    reply: 'captcha-challenge.reply',
    auth: false,
    tag: 'system',
    errors: [],
  },

  preLogin: {
    methods: POST,
    path: '/api/users/pre-login',
    request: 'sign-in.request',
    reply: 'sign-in.reply',
    auth: false,
    tag: 'identity',
    errors: [400, 401, 409, 429],
    contract: true,
    presenceCheckedByHandler: true,
  },
  login: {
    methods: POST,
    path: '/api/users/login',
    request: 'sign-in.request',
    reply: 'sign-in.reply',
    auth: false,
    tag: 'identity',
    errors: [400, 401, 409, 429],
    contract: true,
    presenceCheckedByHandler: true,
  },
  igLogin: {
    methods: POST,
    path: '/api/users/ig-login',
    request: 'sign-in.request',
    reply: 'sign-in.reply',
    auth: false,
    tag: 'identity',
    errors: [400, 401, 409, 429],
    contract: true,
    presenceCheckedByHandler: true,
  },
  getInfo: {
    methods: GET,
    path: '/api/getInfo',
    request: 'empty.request',
    reply: 'get-info.reply',
    auth: true,
    tag: 'identity',
    errors: [],
    contract: true,
    beforeConsent: true,
  },
  logout: {
    methods: POST,
    path: '/api/logout',
    request: 'empty.request',
    reply: 'message.reply',
    auth: false,
    tag: 'identity',
    errors: [],
    contract: true,
    beforeConsent: true,
  },
  requestPdpa: {
    methods: POST,
    path: '/api/sarabun/request-pdpa',
    request: 'request-pdpa.request',
    reply: 'message.reply',
    auth: true,
    tag: 'identity',
    errors: [400],
    contract: true,
    presenceCheckedByHandler: true,
    beforeConsent: true,
  },
  forgotPassword: {
    methods: POST,
    path: '/api/users/forgot-password',
    request: 'forgot-password.request',
    reply: 'message.reply',
    auth: false,
    tag: 'identity',
    errors: [400, 429],
    presenceCheckedByHandler: true,
  },
  resetPassword: {
    methods: POST,
    path: '/api/users/reset-password',
    request: 'reset-password.request',
    reply: 'message.reply',
    auth: false,
    tag: 'identity',
    errors: [400],
    presenceCheckedByHandler: true,
  },
  changePassword: {
    methods: POST,
    path: '/api/users/change-password',
    request: 'change-password.request',
    reply: 'message.reply',
    auth: true,
    tag: 'identity',
    errors: [400],
    presenceCheckedByHandler: true,
  },
  viewAvatar: {
    methods: GET,
    path: '/api/users/view-file-avatar/:personId',
    request: 'empty.request',
    // The picture the person uploaded (PNG or JPEG), else the default SVG.
    reply: { media: ['image/png', 'image/jpeg', 'image/svg+xml'] },
    auth: false,
    tag: 'identity',
    errors: [],
    contract: true,
  },
  // Self-service (/profile, /account-information): the person's own record; only contact fields and picture change.
  profileRead: { methods: POST, path: '/api/users/profile', request: 'empty.request', reply: 'profile.reply', auth: true, tag: 'identity', errors: [] },
  profileUpdate: {
    methods: POST,
    path: '/api/users/profile/update',
    request: 'profile-update.request',
    reply: 'profile.reply',
    auth: true,
    tag: 'identity',
    errors: [400],
  },
  profilePictureUpload: {
    methods: POST,
    path: '/api/users/profile/upload-picture',
    request: 'profile-picture.query',
    reply: 'profile.reply',
    auth: true,
    tag: 'identity',
    errors: [400, 413],
    fileBody: true,
  },
  profilePicture: {
    methods: GET,
    path: '/api/users/profile/picture',
    request: 'empty.request',
    reply: { media: ['image/png', 'image/jpeg'] },
    auth: true,
    tag: 'identity',
    errors: [404],
  },

  getTodoList: {
    methods: POST,
    path: '/api/sarabun/get-todo-list',
    request: 'get-todo-list.request',
    reply: 'todo-page.reply',
    auth: true,
    tag: 'portal',
    errors: [400],
    contract: true,
  },
  getTodoLists: {
    methods: BOTH,
    path: '/api/get-todo-lists',
    request: 'get-todo-lists.request',
    reply: 'todo-tiles.reply',
    auth: true,
    tag: 'portal',
    errors: [400],
    contract: true,
  },
  workspaceQueues: {
    methods: POST,
    path: '/api/sarabun/workspace-queues',
    request: 'get-todo-lists.request',
    reply: 'todo-tiles.reply',
    auth: true,
    tag: 'portal',
    errors: [400],
  },
  getDashboard: {
    methods: BOTH,
    path: '/api/get-dashboard',
    request: 'get-dashboard.request',
    reply: 'dashboard.reply',
    auth: true,
    tag: 'portal',
    errors: [400],
    contract: true,
  },
  getDashboardOrganizationLists: {
    methods: BOTH,
    path: '/api/get-dashboard-organization-lists',
    request: 'empty.request',
    reply: 'organization-list.reply',
    auth: true,
    tag: 'portal',
    errors: [],
    contract: true,
  },
  updateReadPortal: {
    methods: BOTH,
    path: '/api/update-read-portal',
    request: 'document-id.request',
    reply: 'read-portal.reply',
    auth: true,
    tag: 'portal',
    errors: [400, 404],
    contract: true,
  },
  decodeDocument: {
    methods: POST,
    path: '/api/get-decode-document-api',
    request: 'decode-document.request',
    reply: 'decode-document.reply',
    auth: true,
    tag: 'portal',
    errors: [400, 404],
    contract: true,
  },
  getMenus: {
    methods: POST,
    path: '/api/get-authen-user-menu-permission-header-bottom',
    request: 'empty.request',
    reply: 'menus.reply',
    auth: true,
    tag: 'portal',
    errors: [],
    contract: true,
    beforeConsent: true,
  },
  notificationUpdateRead: {
    methods: POST,
    path: '/api/notification-update-read',
    request: 'notification-read.request',
    reply: 'notification-read.reply',
    auth: true,
    tag: 'portal',
    errors: [400, 404],
    contract: true,
  },
  notificationUpdateReadAll: {
    methods: POST,
    path: '/api/notification-update-read-all',
    request: 'notification-modules.request',
    reply: 'notification-read-all.reply',
    auth: true,
    tag: 'portal',
    errors: [400],
    contract: true,
  },
  getNotifications: {
    methods: POST,
    path: '/api/get-notifications',
    request: 'notification-modules.request',
    reply: 'notifications.reply',
    auth: true,
    tag: 'portal',
    errors: [400],
    contract: true,
  },
  notificationList: {
    methods: POST,
    path: '/api/sarabun/notification-list',
    request: 'notification-list.request',
    reply: 'notification-list.reply',
    auth: true,
    tag: 'portal',
    errors: [400],
  },
  usageHistory: {
    methods: POST,
    path: '/api/sarabun/usage-history',
    request: 'usage-history.request',
    reply: 'usage-history.reply',
    auth: true,
    tag: 'identity',
    errors: [400],
  },

  registerDepartments: {
    methods: BOTH,
    path: '/api/sarabun/register-departments',
    request: 'empty.request',
    reply: 'organization-list.reply',
    auth: true,
    tag: 'documents',
    errors: [],
  },
  registerList: {
    methods: POST,
    path: '/api/sarabun/register-list',
    request: 'register-list.request',
    reply: 'register-list.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403],
  },
  registerExport: {
    methods: GET,
    path: '/api/sarabun/register-export',
    request: 'register-export.request',
    reply: { media: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'] },
    auth: true,
    tag: 'documents',
    errors: [400, 403],
  },
  registerRemark: {
    methods: POST,
    path: '/api/sarabun/register-remark',
    request: 'register-remark.request',
    reply: 'register-remark.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403, 404],
  },
  filingList: {
    methods: POST,
    path: '/api/sarabun/filing-list',
    request: 'filing-list.request',
    reply: 'filing-list.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403],
  },
  filingExport: {
    methods: GET,
    path: '/api/sarabun/filing-export',
    request: 'filing-export.request',
    reply: { media: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'] },
    auth: true,
    tag: 'documents',
    errors: [400, 403],
  },
  filingRetention: {
    methods: POST,
    path: '/api/sarabun/filing-retention',
    request: 'filing-retention.request',
    reply: 'message.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403, 404],
  },
  destructionLists: {
    methods: POST,
    path: '/api/sarabun/destruction-lists',
    request: 'destruction-lists.request',
    reply: 'destruction-lists.reply',
    auth: true,
    tag: 'documents',
    errors: [400],
  },
  destructionList: {
    methods: POST,
    path: '/api/sarabun/destruction-list',
    request: 'destruction-list.request',
    reply: 'destruction-list.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403, 404],
  },
  destructionDraw: {
    methods: POST,
    path: '/api/sarabun/destruction-draw',
    request: 'destruction-draw.request',
    reply: 'destruction-draw.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403, 409],
  },
  destructionSubmit: {
    methods: POST,
    path: '/api/sarabun/destruction-submit',
    request: 'destruction-submit.request',
    reply: 'message.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403, 404, 409],
  },
  destructionVote: {
    methods: POST,
    path: '/api/sarabun/destruction-vote',
    request: 'destruction-vote.request',
    reply: 'message.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403, 404, 409],
  },
  destructionClose: {
    methods: POST,
    path: '/api/sarabun/destruction-close',
    request: 'destruction-close.request',
    reply: 'destruction-close.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403, 404, 409],
  },
  destructionExport: {
    methods: GET,
    path: '/api/sarabun/destruction-export',
    request: 'destruction-export.request',
    reply: { media: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'] },
    auth: true,
    tag: 'documents',
    errors: [400, 403, 404],
  },
  letterSave: {
    methods: POST,
    path: '/api/sarabun/letter-save',
    request: 'letter-save.request',
    reply: 'letter-save.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403, 404, 409],
  },
  letterPreview: {
    methods: POST,
    path: '/api/sarabun/letter-preview',
    request: 'letter-save.request',
    reply: { media: ['application/pdf'] },
    auth: true,
    tag: 'documents',
    errors: [400, 404, 409],
  },
  letterVersions: {
    methods: POST,
    path: '/api/sarabun/letter-versions',
    request: 'letter-versions.request',
    reply: 'letter-versions.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 404],
  },
  letterPdf: {
    methods: GET,
    path: '/api/sarabun/letter-pdf',
    request: 'letter-pdf.request',
    reply: { media: ['application/pdf'] },
    auth: true,
    tag: 'documents',
    errors: [400, 404],
  },
  reportSummary: {
    methods: POST,
    path: '/api/sarabun/report-summary',
    request: 'report-summary.request',
    reply: 'report-summary.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403],
  },
  reportExport: {
    methods: GET,
    path: '/api/sarabun/report-export',
    request: 'report-export.request',
    reply: { media: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'] },
    auth: true,
    tag: 'documents',
    errors: [400, 403],
  },
  searchDocuments: {
    methods: POST,
    path: '/api/sarabun/search-documents',
    request: 'search-documents.request',
    reply: 'search-documents.reply',
    auth: true,
    tag: 'documents',
    errors: [400],
  },
  createDocument: {
    methods: POST,
    path: '/api/sarabun/create-document',
    request: 'create-document.request',
    reply: 'create-document.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403],
    idempotent: true,
  },
  documentAction: {
    methods: POST,
    path: '/api/sarabun/document-action',
    request: 'document-action.request',
    reply: 'document-action.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403, 404, 409],
    idempotent: true,
  },
  getDocument: {
    methods: BOTH,
    path: '/api/sarabun/get-document',
    request: 'document-id.request',
    reply: 'document.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 404],
  },
  getLookups: {
    methods: BOTH,
    path: '/api/sarabun/get-lookups',
    request: 'empty.request',
    reply: 'lookups.reply',
    auth: true,
    tag: 'documents',
    errors: [],
  },
  getRecipients: {
    methods: BOTH,
    path: '/api/sarabun/get-recipients',
    request: 'empty.request',
    reply: 'recipients.reply',
    auth: true,
    tag: 'documents',
    errors: [],
  },
  uploadAttachment: {
    methods: POST,
    path: '/api/sarabun/upload-attachment',
    request: 'upload-attachment.query',
    reply: 'upload-attachment.reply',
    auth: true,
    tag: 'documents',
    errors: [400, 403, 404, 413],
    fileBody: true,
    idempotent: true,
  },
  downloadAttachment: {
    methods: GET,
    path: '/api/sarabun/download-attachment/:id',
    request: 'empty.request',
    // Sent as the type its upload was checked to be.
    reply: { media: mediaOf(ATTACHMENT_TYPES) },
    auth: true,
    tag: 'documents',
    errors: [404],
  },

  // The settings engine: one set of calls for every declared settings page (engine/settings),
  // `:page` being the declaration's page. The declaration says which fields and who may.
  settingsPages: {
    methods: POST,
    path: '/api/settings/pages',
    request: 'empty.request',
    reply: 'settings-pages.reply',
    auth: true,
    tag: 'settings',
    errors: [],
  },
  settingsList: {
    methods: POST,
    path: '/api/settings/:page/list',
    request: 'settings-list.request',
    reply: 'settings-list.reply',
    auth: true,
    tag: 'settings',
    errors: [400, 403, 404],
  },
  settingsRead: {
    methods: POST,
    path: '/api/settings/:page/read',
    request: 'settings-id.request',
    reply: 'settings-record.reply',
    auth: true,
    tag: 'settings',
    errors: [400, 403, 404],
  },
  settingsCreate: {
    methods: POST,
    path: '/api/settings/:page/create',
    request: 'settings-create.request',
    reply: 'settings-record.reply',
    auth: true,
    tag: 'settings',
    errors: [400, 403, 404, 409],
    idempotent: true,
  },
  settingsUpdate: {
    methods: POST,
    path: '/api/settings/:page/update',
    request: 'settings-update.request',
    reply: 'settings-record.reply',
    auth: true,
    tag: 'settings',
    errors: [400, 403, 404, 409],
    idempotent: true,
  },
  settingsDelete: {
    methods: POST,
    path: '/api/settings/:page/delete',
    request: 'settings-id.request',
    reply: 'settings-delete.reply',
    auth: true,
    tag: 'settings',
    errors: [400, 403, 404, 409],
    idempotent: true,
  },
  // The rows a reference field of the page may name (value and label), for the form's choice.
  settingsOptions: {
    methods: POST,
    path: '/api/settings/:page/options',
    request: 'settings-options.request',
    reply: 'settings-options.reply',
    auth: true,
    tag: 'settings',
    errors: [400, 403, 404],
  },
  // Every record the page's list shows for the same search and filters, as a CSV file (pages declaring export).
  settingsExport: {
    methods: GET,
    path: '/api/settings/:page/export',
    request: 'settings-export.request',
    reply: { media: ['text/csv'] },
    auth: true,
    tag: 'settings',
    errors: [400, 403, 404],
  },
  // Going live: the organisation chart or the people from a CSV or XLSX file (docs/import.md).
  // Whether the audit trail's chains are whole (who may read the audit settings pages may ask).
  certificatePeople: {
    methods: POST,
    path: '/api/settings/certificates/people',
    request: 'certificate-people.request',
    reply: 'certificate-people.reply',
    auth: true,
    tag: 'settings',
    errors: [],
  },
  certificatePerson: {
    methods: POST,
    path: '/api/settings/certificates/person',
    request: 'certificate-person.request',
    reply: 'certificate-person.reply',
    auth: true,
    tag: 'settings',
    errors: [404],
  },
  certificateIssue: {
    methods: POST,
    path: '/api/settings/certificates/issue',
    request: 'certificate-issue.request',
    reply: 'certificate-issue.reply',
    auth: true,
    tag: 'settings',
    errors: [404, 409],
  },
  certificateRevoke: {
    methods: POST,
    path: '/api/settings/certificates/revoke',
    request: 'certificate-revoke.request',
    reply: 'message.reply',
    auth: true,
    tag: 'settings',
    errors: [400, 404, 409],
  },
  certificateRequests: {
    methods: POST,
    path: '/api/settings/certificates/requests',
    request: 'empty.request',
    reply: 'certificate-requests.reply',
    auth: true,
    tag: 'settings',
    errors: [],
  },
  certificateRequestCreate: {
    methods: POST,
    path: '/api/settings/certificates/request',
    request: 'certificate-request-create.request',
    reply: 'message.reply',
    auth: true,
    tag: 'settings',
    errors: [409],
  },
  certificateRequestDecide: {
    methods: POST,
    path: '/api/settings/certificates/decide',
    request: 'certificate-request-decide.request',
    reply: 'message.reply',
    auth: true,
    tag: 'settings',
    errors: [400, 404, 409],
  },
  certificateAutoRules: {
    methods: POST,
    path: '/api/settings/certificates/auto-rules',
    request: 'empty.request',
    reply: 'certificate-auto-rules.reply',
    auth: true,
    tag: 'settings',
    errors: [],
  },
  certificateAutoRuleSave: {
    methods: POST,
    path: '/api/settings/certificates/auto-rule-save',
    request: 'certificate-auto-rule-save.request',
    reply: 'message.reply',
    auth: true,
    tag: 'settings',
    errors: [400, 409],
  },
  certificateAutoRuleDelete: {
    methods: POST,
    path: '/api/settings/certificates/auto-rule-delete',
    request: 'certificate-auto-rule-delete.request',
    reply: 'message.reply',
    auth: true,
    tag: 'settings',
    errors: [404],
  },
  certificateImport: {
    methods: POST,
    path: '/api/settings/certificates/import',
    request: 'certificate-import.request',
    reply: 'message.reply',
    auth: true,
    tag: 'settings',
    errors: [400],
  },
  certificateAuthorityImport: {
    methods: POST,
    path: '/api/settings/certificates/authority-import',
    request: 'certificate-import.request',
    reply: 'message.reply',
    auth: true,
    tag: 'settings',
    errors: [400],
  },
  pkiCrl: {
    methods: GET,
    path: '/api/pki/crl',
    request: 'empty.request',
    reply: { media: ['application/pkix-crl'] },
    auth: false,
    tag: 'system',
    errors: [404],
  },
  settingsAuditChain: {
    methods: POST,
    path: '/api/settings/audit-chain',
    request: 'empty.request',
    reply: 'settings-audit-chain.reply',
    auth: true,
    tag: 'settings',
    errors: [],
  },
  settingsImport: {
    methods: POST,
    path: '/api/settings/import',
    request: 'settings-import.query',
    reply: 'settings-import.reply',
    auth: true,
    tag: 'settings',
    errors: [400, 403, 409, 413],
    fileBody: true,
  },
  // Manuals and related documents (the DocumentManual and relatedDocuments settings pages): every
  // signed-in person reads a section's published items and their files; who may write the page
  // uploads a record's file (a PDF or a video, checked by its first bytes).
  manualList: {
    methods: POST,
    path: '/api/manuals/list',
    request: 'manual-list.request',
    reply: 'manual-list.reply',
    auth: true,
    tag: 'portal',
    errors: [400],
  },
  manualFile: {
    methods: GET,
    path: '/api/manuals/file/:id',
    request: 'empty.request',
    reply: { media: mediaOf(MANUAL_FILE_TYPES) },
    auth: true,
    tag: 'portal',
    errors: [404],
  },
  manualFileUpload: {
    methods: POST,
    path: '/api/manuals/upload',
    request: 'manual-file-upload.query',
    reply: 'manual-file-upload.reply',
    auth: true,
    tag: 'settings',
    errors: [400, 403, 404, 413],
    fileBody: true,
  },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
