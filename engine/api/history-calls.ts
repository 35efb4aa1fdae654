/** The person's own records as pages, typed from the route table: the system-usage history and every notification. */
import { callRoute, type RequestOf } from './call-route';
import type { ApiClient } from './client';

export const historyCalls = (api: ApiClient) => ({
  usageHistory: (fields: RequestOf<'usageHistory'>) => callRoute(api, 'usageHistory', fields),
  notificationList: (fields: RequestOf<'notificationList'>) => callRoute(api, 'notificationList', fields),
});

export type HistoryCalls = ReturnType<typeof historyCalls>;
