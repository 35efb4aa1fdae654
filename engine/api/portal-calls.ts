/**
 * The portal calls of spec section 7 (dashboard, queues, book cards, read marks, document
 * links, menus, notifications), typed. Paths are the server's (server/modules/correspondence/
 * routes-portal.ts): only get-todo-list lives under /api/sarabun/, the rest under /api/.
 * Payload and reply field names are the spec's, upper case included.
 *
 * Like the identity calls, an HTTP error reply that carries an envelope (404 "notification not
 * found", 400 "unknown queue") resolves to that envelope: the spec's flows read `status` and
 * `message` (e.g. the 'เกิดข้อผิดพลาด !' toast on a failed read). Network errors and 5xx after
 * the client's retries still throw.
 */
import type { TodoRow } from '../../schemas/generated/api/todo-row';
import type { BookGroup, QueueCode } from '../../schemas/generated/tenant';
import { envelopeOf, type ApiClient, type Envelope } from './client';

export type { TodoRow };

/** Module codes of the notification calls: SARABUN, and SARABAN which the server treats as the same. */
export const NOTIFICATION_MODULES = ['SARABUN', 'SARABAN'] as const;
export const TODO_PAGE_SIZE = 10;

/** Todo-queue entry (a dashboard tile). */
export interface TodoQueueEntry {
  CODE: QueueCode;
  TITLE: string;
  COUNT: number;
  COLOR: string;
  ICON: string;
  TABLE_HEADER: string;
  /** Which document modal a row of this queue opens (viewDocument, presentDocument...). */
  DOCUMENT: string;
}

export interface TodoListQuery {
  typeCode: QueueCode;
  page?: number;
  pageSize?: number;
  /** A todo-row field (F_DOC_SEND, F_DOC_TITLE, F_DOC_NO...). */
  sort?: string;
  order?: 'asc' | 'desc';
  search?: string;
  organization_id?: number | null;
}

export interface BookRow {
  SEQ: number;
  F_DOC_ID: number;
  F_NO_MEET: string | null;
  F_DOC_NO: string | null;
  F_DOC_TITLE: string;
  F_DOC_COMMAND_NAME_UNDER: string | null;
  F_TRANS_ID: number | null;
}

export interface BookCard {
  bookType: BookGroup;
  TITLE: string;
  items: BookRow[];
}

export interface OrganizationListItem {
  dept_id: number;
  text: string;
}

export interface MenuItem {
  MENU_ID: number;
  /** A route name, or 'sarabun' for the full-page link (engine/portal/menu-links.ts). */
  MENU_ACTION: string;
  MENU_ICON: string;
  /** Translation key of the menu's name. */
  MENU_NAME_ENG: string;
  PM_QUERY: number;
  PM_MANAGE: number;
}

export interface NotificationAlert {
  NN_RECEIVE_ID: number;
  /** Server HTML: sanitise (engine/notifications/sanitize.ts) before showing it. */
  NN_DATA: string;
  IS_READ: boolean;
  F_DOC_TITLE: string | null;
  F_DOC_ID: number | null;
  F_TRANS_ID: number | null;
  dateAlert: string;
}

export interface NotificationLog {
  icon: string;
  header: string;
  dateAlert: string;
}

export interface NotificationSummary {
  totalAlert: number;
  alerts: NotificationAlert[];
  logs: NotificationLog[];
}

export interface TodoListsReply extends Envelope { items?: TodoQueueEntry[] }
export interface TodoListReply extends Envelope { items?: TodoRow[]; total?: number; page?: number; pageSize?: number }
export interface DashboardReply extends Envelope { item?: Partial<Record<BookGroup, BookCard>> }
export interface OrganizationListsReply extends Envelope { items?: OrganizationListItem[] }
export interface UpdateReadPortalReply extends Envelope { item?: { F_DOC_ID: number; READ_STEPS: number } }
export interface DecodeDocumentReply extends Envelope { item?: { F_DOC_ID: number } }
/** The spec's client reads `item` (the list); the server sends the same list as `items` too. */
export interface MenusReply extends Envelope { item?: MenuItem[]; items?: MenuItem[] }
/** The spec writes "items (totalAlert, alerts, logs)" and our server sends exactly that; `item` is read too for older servers (see notificationSummaryOf). */
export interface NotificationsReply extends Envelope { item?: NotificationSummary; items?: NotificationSummary }
export interface NotificationReadReply extends Envelope { is_save?: boolean; item?: { F_DOC_ID: number | null; F_TRANS_ID: number | null } }
export interface NotificationReadAllReply extends Envelope { item?: { updated: number } }


/** The summary of a get-notifications reply, whichever of `item` / `items` carries it; null when missing. */
export function notificationSummaryOf(reply: NotificationsReply): NotificationSummary | null {
  if (reply.status !== 'success') return null;
  return reply.item ?? reply.items ?? null;
}

/** Menus of a menu reply (`item`, or `items` from envelope-generic servers); [] when missing. */
export function menusOf(reply: MenusReply): MenuItem[] {
  if (reply.status !== 'success') return [];
  return reply.item ?? reply.items ?? [];
}

/** Drops empty optional fields so the form body carries only what the caller set. */
function todoListForm(query: TodoListQuery) {
  return {
    typeCode: query.typeCode,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? TODO_PAGE_SIZE,
    sort: query.sort || undefined,
    order: query.order,
    search: query.search?.trim() || undefined,
    organization_id: query.organization_id ?? undefined,
  };
}

export const portalCalls = (api: ApiClient) => ({
  /** Tiles: the tenant's queues with counts; `search` counts only matching letters. */
  getTodoLists: (search?: string) => envelopeOf<TodoListsReply>(api.post('get-todo-lists', { search: search?.trim() || undefined })),
  /** One page of a queue (server paging, 10 rows unless asked). */
  getTodoList: (query: TodoListQuery) => envelopeOf<TodoListReply>(api.postSarabun('get-todo-list', todoListForm(query))),
  /** All eight book cards, five newest letters each. */
  getDashboard: () => envelopeOf<DashboardReply>(api.post('get-dashboard')),
  /** One book card again, with its own search. */
  getDashboardGroup: (bookType: BookGroup, querySearch?: string) =>
    envelopeOf<DashboardReply>(api.post('get-dashboard', { bookType, querySearch: querySearch?.trim() || undefined })),
  getDashboardOrganizationLists: () => envelopeOf<OrganizationListsReply>(api.post('get-dashboard-organization-lists')),
  /** Marks the viewer's routing steps of a letter read (before its view modal opens). */
  updateReadPortal: (F_DOC_ID: number) => envelopeOf<UpdateReadPortalReply>(api.post('update-read-portal', { F_DOC_ID })),
  /** The document id behind an opaque link token. */
  decodeDocument: (F_DOC_ID_ENCODE: string) => envelopeOf<DecodeDocumentReply>(api.post('get-decode-document-api', { F_DOC_ID_ENCODE })),
  /** The per-user header menu. */
  getMenus: () => envelopeOf<MenusReply>(api.post('get-authen-user-menu-permission-header-bottom')),
  getNotifications: (modules: readonly string[] = NOTIFICATION_MODULES) => envelopeOf<NotificationsReply>(api.post('get-notifications', { MODULE: modules })),
  /** Marks one alert read; `is_save` says whether it was unread until now. */
  notificationUpdateRead: (NN_RECEIVE_ID: number) => envelopeOf<NotificationReadReply>(api.post('notification-update-read', { NN_RECEIVE_ID })),
  notificationUpdateReadAll: (modules: readonly string[] = NOTIFICATION_MODULES) =>
    envelopeOf<NotificationReadAllReply>(api.post('notification-update-read-all', { MODULE: modules })),
});

export type PortalCalls = ReturnType<typeof portalCalls>;
