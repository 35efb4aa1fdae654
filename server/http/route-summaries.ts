/**
 * What each call does, in one line, for the OpenAPI document at /api/docs. Kept beside the
 * server rather than in the route table, because the table ships to the browser with every
 * page and these lines are for people reading the API, not for the portal. Typed by the route
 * names, so a call added to the table without its line does not compile.
 */
import type { RouteName } from '../../engine/api/routes';

export const ROUTE_SUMMARIES: Record<RouteName, string> = {
  health: 'Health: 200 when the database answers, 503 when it does not',
  apiDocs: 'This OpenAPI document',
  captchaChallenge: 'ALTCHA challenge for the login form (the raw challenge the widget expects, no envelope)',
  preLogin: 'Check credentials before signing in; asks to confirm when a session is open on another device',
  login: 'Sign in: success.token, userLogin, expires_at',
  igLogin: 'Sign in from the alternative login page (same rules as login)',
  getInfo: 'The signed-in user (userLogin) and the session expiry',
  logout: 'End the session (succeeds also when it has already ended)',
  requestPdpa: 'Record consent to the privacy notice',
  forgotPassword: 'E-mail a password reset link',
  resetPassword: 'Set a new password with the token of a reset link',
  changePassword: 'Change the password (ends the other sessions)',
  viewAvatar: "A person's picture (public like any image source; a default picture when none)",
  getTodoList: 'One work queue, paged on the server (10 rows by default), sorted and searched',
  getTodoLists: "The queue tiles of the tenant's queue set with their counts",
  workspaceQueues: "All twelve work queues with their counts, in the registry's order, for the registry workspace (whatever the tenant's dashboard shows)",
  getDashboard: 'The eight book groups, 5 newest letters each; bookType and querySearch refetch one',
  getDashboardOrganizationLists: 'Departments for the organisation filter (dept_id, text)',
  updateReadPortal: "Mark a letter's steps held by the viewer as read",
  decodeDocument: 'Decode the document token of a link (the viewer must be allowed to read the letter)',
  getMenus: "The header menu of the viewer's permission groups (item and items)",
  notificationUpdateRead: 'Mark one notification read (is_save, item)',
  notificationUpdateReadAll: "Mark all of the modules' notifications read",
  getNotifications: 'Notification summary: items = {totalAlert, alerts, logs}',
  notificationList: "One page of the person's own notifications, all or unread or read, newest first (the all-notifications page)",
  usageHistory: "One page of the person's own system-usage history (sign-ins, sign-outs, password changes, actions on letters), newest first",
  registerDepartments: "The departments whose registers the viewer keeps (a registry clerk's; every department for an administrator): empty for everyone else",
  registerList: "One page of a department's receive or send register for a Buddhist-era year (its registry clerks and administrators only)",
  registerExport: 'A whole register (the filters of register-list) as an Excel workbook or CSV with Thai intact (its registry clerks and administrators only)',
  reportSummary: 'Letters per queue, department and month of a Buddhist-era year, and overdue letters by speed (only letters the person may read)',
  reportExport: 'One table of report-summary as an Excel workbook or CSV',
  searchDocuments:
    'The document store: one page of the letters the viewer may read, found by number, subject, parties, date range, type, speed, secrecy or department, newest first',
  createDocument: 'Create a letter, held by its creator as a draft',
  documentAction: 'One action on one routing step (the state table of docs/domain.md); 409 when its state does not allow it',
  getDocument: 'A letter with its routing history, attachments, register entries and the allowed actions',
  getLookups: 'Document types, book groups, speed and secrecy classes, sender types',
  getRecipients: 'Departments and people a letter can be sent or presented to',
  uploadAttachment: 'Attach a file: the body is the file, Content-Type its type (20 MB; PDF, office, image and text files)',
  downloadAttachment: 'Download an attachment (with its own Content-Type and file name)',
  settingsPages: 'The settings pages the person may open, each with whether they may also change its records',
  settingsList: "One page of a settings page's records in key order, searched in the declaration's search fields",
  settingsRead: 'One record of a settings page',
  settingsCreate: "Add a record to a settings page (fields checked by the declaration's record schema); audited",
  settingsUpdate: 'Change a record of a settings page (all its editable fields); audited',
  settingsDelete: 'Delete a record (409 while it is in use) or deactivate it, as its declaration says; audited',
  settingsOptions: 'The rows a reference field of a settings page may name (at most 200, by label), to choose from in its form',
  settingsImport: 'Import departments or people from CSV or XLSX (body: the file): dry-run lists bad rows, apply writes all or none; admins only',
};
