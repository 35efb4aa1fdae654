/**
 * What the notification dropdown shows, from the tenant's capabilities only: which tabs,
 * where 'read all' sits, whether 'view all' is offered; and where opening an alert leads.
 *
 * Two styles exist in the product, both described by the manifest, never by a tenant code:
 * - tabs (Alerts, Logs unless the manifest hides it) with a read-all icon on the Alerts tab;
 * - alerts only, with 'view all' and 'read all' as text links at the foot of the list.
 */
import { LINK_PARAMS } from '../portal/document-target';
export type NotificationTab = 'alerts' | 'logs';

export interface NotificationCaps {
  tabs: readonly NotificationTab[];
  viewAllLink: boolean;
  readAllLink: boolean;
}

export interface DropdownLayout {
  /** Tabs in manifest order; alerts is always there (the bell is about alerts). */
  tabs: NotificationTab[];
  /** A tab strip is drawn only when there is a choice to make. */
  showTabStrip: boolean;
  /** The read-all icon in the heading: only when read-all is not a foot link. */
  readAllIcon: boolean;
  /** 'read all' as a text link at the foot of the alerts. */
  readAllLink: boolean;
  /** 'view all' as a full-page link to the all-notifications page. */
  viewAllLink: boolean;
}

export function dropdownLayout(caps: NotificationCaps): DropdownLayout {
  const tabs = caps.tabs.filter((tab, i) => (tab === 'alerts' || tab === 'logs') && caps.tabs.indexOf(tab) === i);
  if (!tabs.includes('alerts')) tabs.unshift('alerts');
  return {
    tabs,
    showTabStrip: tabs.length > 1,
    readAllIcon: !caps.readAllLink,
    readAllLink: caps.readAllLink,
    viewAllLink: caps.viewAllLink,
  };
}

/** The read-all icon shows only while the Alerts tab is the one open. */
export function readAllIconVisible(layout: DropdownLayout, activeTab: NotificationTab): boolean {
  return layout.readAllIcon && activeTab === 'alerts';
}

/** Path (under the portal base) of the all-notifications page the 'view all' link opens as a full page. */
export const VIEW_ALL_PATH = '/notification-all/saraban';

/** The badge shows the unread count only above 0; large counts are capped for the badge. */
export const BADGE_MAX = 99;
export function badgeCount(totalAlert: number): number | null {
  return Number.isFinite(totalAlert) && totalAlert > 0 ? Math.floor(totalAlert) : null;
}

/**
 * The portal path an opened alert leads to: the dashboard with the notification link query
 * `/?t=<F_TRANS_ID>&d=<NN_RECEIVE_ID>` (the dashboard marks the notification read and opens
 * its letter). Null when the alert does not point at a routing step of a letter.
 */
export function alertLinkPath(item: { NN_RECEIVE_ID: number; F_DOC_ID: number | null | undefined; F_TRANS_ID: number | null | undefined }): string | null {
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
  if (!ok(item.F_DOC_ID) || !ok(item.F_TRANS_ID) || !ok(item.NN_RECEIVE_ID)) return null;
  return `/?${new URLSearchParams({ [LINK_PARAMS.transId]: String(item.F_TRANS_ID), [LINK_PARAMS.notificationId]: String(item.NN_RECEIVE_ID) }).toString()}`;
}
