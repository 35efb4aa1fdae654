/** The filing calls, typed from the route table: a department's filing list by pages, a filed letter's retention, and the whole list as a file. */
import { callRoute, fetchRouteFile, type RequestOf } from './call-route';
import type { ApiClient } from './client';

export const filingCalls = (api: ApiClient) => ({
  filingList: (fields: RequestOf<'filingList'>) => callRoute(api, 'filingList', fields),
  /** The registry clerk changes how long a filed letter is kept, with the reason. */
  filingRetention: (fields: RequestOf<'filingRetention'>) => callRoute(api, 'filingRetention', fields),
  /** The whole filing list of a year as an XLSX or CSV file. */
  filingExport: (fields: RequestOf<'filingExport'>) => fetchRouteFile(api, 'filingExport', fields),
});

export type FilingCalls = ReturnType<typeof filingCalls>;
