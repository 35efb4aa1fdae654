/** The report calls, typed from the route table: a year's figures, and one of their tables as a file. */
import { callRoute, fetchRouteFile, type RequestOf } from './call-route';
import type { ApiClient } from './client';

export const reportCalls = (api: ApiClient) => ({
  reportSummary: (fields: RequestOf<'reportSummary'>) => callRoute(api, 'reportSummary', fields),
  /** One table of the summary as an XLSX or CSV file. */
  reportExport: (fields: RequestOf<'reportExport'>) => fetchRouteFile(api, 'reportExport', fields),
});

export type ReportCalls = ReturnType<typeof reportCalls>;
