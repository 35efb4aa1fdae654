/**
 * The all-notifications page's rules: the tabs are the bell's (the manifest's), the alerts can
 * be narrowed to unread or read ones, and opening an alert views its letter. Pure, so the page
 * stays a drawing of these answers.
 */
import type { DocumentTarget } from '../../engine/portal/document-target';
import { bookRowTarget } from '../../engine/portal/document-target';
import { dropdownLayout, type NotificationCaps, type NotificationTab } from '../../engine/notifications/dropdown';

export const READ_FILTERS = ['all', 'unread', 'read'] as const;
export type ReadFilterName = (typeof READ_FILTERS)[number];

/** The page's tabs: the same as the bell's, whether or not the bell draws a tab strip. */
export function pageTabs(caps: NotificationCaps): NotificationTab[] {
  return dropdownLayout(caps).tabs;
}

/** The letter an alert is about, viewed as a book-card row is; null when it names none. */
export function alertTarget(alert: { F_DOC_ID: number | null; F_TRANS_ID: number | null }): DocumentTarget | null {
  return bookRowTarget(alert);
}

/**
 * Where the list goes after everything was marked read: a list of unread ones is empty then,
 * so it starts again at its first page; the others stay where they are.
 */
export function pageAfterReadAll(filter: ReadFilterName, page: number): number {
  return filter === 'unread' ? 0 : page;
}
