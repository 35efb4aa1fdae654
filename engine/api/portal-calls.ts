/**
 * The portal calls of the public contract (dashboard, queues, book cards, read marks, document
 * links, menus, notifications), called through the route table: paths, fields and reply types
 * all come from engine/api/routes.ts and schemas/api, never written here. Field names are the
 * contract's, upper case included.
 *
 * Like the identity calls, an HTTP error reply that carries an envelope (404 "notification not
 * found", 400 "unknown queue") resolves to that envelope: the portal's flows read `status` and
 * `message` (e.g. the 'เกิดข้อผิดพลาด !' toast on a failed read). Network errors and 5xx after
 * the client's retries still throw.
 *
 * Queue codes and book groups travel as plain strings in the reply schemas; the types below
 * narrow them to the tenant schema's QueueCode and BookGroup, which the server always sends.
 */
import { earlyOr, NO_EARLY_REPLIES, type EarlyReplies } from './early-replies';
import type { BookCard as BookCardFields, BookRow } from '../../schemas/generated/api/book-card';
import type { MenuItem } from '../../schemas/generated/api/menu-item';
import type { NotificationAlert } from '../../schemas/generated/api/notification-alert';
import type { NotificationLog, NotificationSummary } from '../../schemas/generated/api/notifications.reply';
import type { OrganizationListItem } from '../../schemas/generated/api/organization-list.reply';
import type { TodoRow } from '../../schemas/generated/api/todo-row';
import type { TodoQueueEntry as TodoQueueEntryFields } from '../../schemas/generated/api/todo-tiles.reply';
import type { BookGroup, QueueCode } from '../../schemas/generated/tenant';
import { callRoute, type ErrorReply, type ReplyOf, type RequestOf, type SuccessOf } from './call-route';
import type { ApiClient } from './client';

export type { BookRow, MenuItem, NotificationAlert, NotificationLog, NotificationSummary, OrganizationListItem, TodoRow };

/** Module codes of the notification calls: SARABUN, and SARABAN which the server treats as the same. */
export const NOTIFICATION_MODULES = ['SARABUN', 'SARABAN'] as const;
export const TODO_PAGE_SIZE = 10;

/** Todo-queue entry (a dashboard tile). */
export type TodoQueueEntry = TodoQueueEntryFields & { CODE: QueueCode };

/** A dashboard book card. */
export type BookCard = BookCardFields & { bookType: BookGroup };

/** What the caller of getTodoList chooses: the queue (one of the tenant's codes) and the page, order and filters. */
export type TodoListQuery = Pick<RequestOf<'getTodoList'>, 'page' | 'pageSize' | 'sort' | 'order' | 'search'> & {
  typeCode: QueueCode;
  organization_id?: number | null;
};

export type TodoListsReply = (Omit<SuccessOf<'getTodoLists'>, 'items'> & { items: TodoQueueEntry[] }) | ErrorReply;
export type TodoListReply = ReplyOf<'getTodoList'>;
export type DashboardReply = (Omit<SuccessOf<'getDashboard'>, 'item'> & { item: Partial<Record<BookGroup, BookCard>> }) | ErrorReply;
export type OrganizationListsReply = ReplyOf<'getDashboardOrganizationLists'>;
export type UpdateReadPortalReply = ReplyOf<'updateReadPortal'>;
export type DecodeDocumentReply = ReplyOf<'decodeDocument'>;
/** The portal's client reads `item` (the list); the server sends the same list as `items` too. */
export type MenusReply = ReplyOf<'getMenus'>;
/** The contract names the summary's field `items`, and our server sends exactly that. */
export type NotificationsReply = ReplyOf<'getNotifications'>;
export type NotificationReadReply = ReplyOf<'notificationUpdateRead'>;
export type NotificationReadAllReply = ReplyOf<'notificationUpdateReadAll'>;

/** A reply that carries the notification summary under `item` instead of `items`: read too, as servers before the contract's wording sent it. */
export interface SummaryUnderItem {
  status: 'success' | 'error';
  item?: NotificationSummary;
}

/** A menu reply that carries the list under only one of `item` / `items`: read too. */
export interface MenusUnderEither {
  status: 'success' | 'error';
  item?: MenuItem[];
  items?: MenuItem[];
}

/** The summary of a get-notifications reply, whichever of `item` / `items` carries it; null when missing. */
export function notificationSummaryOf(reply: NotificationsReply | SummaryUnderItem): NotificationSummary | null {
  if (reply.status !== 'success') return null;
  return ('item' in reply ? reply.item : undefined) ?? ('items' in reply ? reply.items : undefined) ?? null;
}

/** Menus of a menu reply (`item`, else `items`); [] when missing. */
export function menusOf(reply: MenusReply | MenusUnderEither): MenuItem[] {
  if (reply.status !== 'success') return [];
  return reply.item ?? reply.items ?? [];
}

/** Drops empty optional fields so the form body carries only what the caller set. */
function todoListForm(query: TodoListQuery): RequestOf<'getTodoList'> {
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

type Modules = RequestOf<'getNotifications'>['MODULE'];

/** `early`: replies the page asked for before its code loaded (early-replies.ts), taken by the first plain call. */
export const portalCalls = (api: ApiClient, early: EarlyReplies = NO_EARLY_REPLIES) => ({
  /** Tiles: the tenant's queues with counts; `search` counts only matching letters. */
  getTodoLists: (search?: string) =>
    (search?.trim()
      ? callRoute(api, 'getTodoLists', { search: search.trim() })
      : earlyOr(early, 'getTodoLists', () => callRoute(api, 'getTodoLists', {}))) as Promise<TodoListsReply>,
  /** Every queue of the registry with its count, for the registry workspace (whatever the dashboard shows). */
  workspaceQueues: (search?: string) => callRoute(api, 'workspaceQueues', { search: search?.trim() || undefined }) as Promise<TodoListsReply>,
  /** One page of a queue (server paging, 10 rows unless asked). */
  getTodoList: (query: TodoListQuery): Promise<TodoListReply> => callRoute(api, 'getTodoList', todoListForm(query)),
  /** All eight book cards, five newest letters each. */
  getDashboard: () => earlyOr(early, 'getDashboard', () => callRoute(api, 'getDashboard')) as Promise<DashboardReply>,
  /** One book card again, with its own search. */
  getDashboardGroup: (bookType: BookGroup, querySearch?: string) =>
    callRoute(api, 'getDashboard', { bookType, querySearch: querySearch?.trim() || undefined }) as Promise<DashboardReply>,
  getDashboardOrganizationLists: (): Promise<OrganizationListsReply> => callRoute(api, 'getDashboardOrganizationLists'),
  /** Marks the viewer's routing steps of a letter read (before its view modal opens). */
  updateReadPortal: (F_DOC_ID: number): Promise<UpdateReadPortalReply> => callRoute(api, 'updateReadPortal', { F_DOC_ID }),
  /** The document id behind an opaque link token. */
  decodeDocument: (F_DOC_ID_ENCODE: string): Promise<DecodeDocumentReply> => callRoute(api, 'decodeDocument', { F_DOC_ID_ENCODE }),
  /** The per-user header menu. */
  getMenus: (): Promise<MenusReply> => callRoute(api, 'getMenus'),
  getNotifications: (modules: Modules = [...NOTIFICATION_MODULES]): Promise<NotificationsReply> => callRoute(api, 'getNotifications', { MODULE: modules }),
  /** Marks one alert read; `is_save` says whether it was unread until now. */
  notificationUpdateRead: (NN_RECEIVE_ID: number): Promise<NotificationReadReply> => callRoute(api, 'notificationUpdateRead', { NN_RECEIVE_ID }),
  notificationUpdateReadAll: (modules: Modules = [...NOTIFICATION_MODULES]): Promise<NotificationReadAllReply> =>
    callRoute(api, 'notificationUpdateReadAll', { MODULE: modules }),
});

export type PortalCalls = ReturnType<typeof portalCalls>;
