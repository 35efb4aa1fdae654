/** The register calls, typed from the route table: whose registers, one page of one, a remark on an entry, and a whole one as a file. */
import { callRoute, fetchRouteFile, type RequestOf } from './call-route';
import type { ApiClient } from './client';

export const registerCalls = (api: ApiClient) => ({
  /** The departments whose registers the signed-in person keeps (empty for people who keep none). */
  registerDepartments: () => callRoute(api, 'registerDepartments'),
  registerList: (fields: RequestOf<'registerList'>) => callRoute(api, 'registerList', fields),
  /** The registry clerk's remark on one entry. */
  registerRemark: (fields: RequestOf<'registerRemark'>) => callRoute(api, 'registerRemark', fields),
  /** The whole register as an XLSX or CSV file. */
  registerExport: (fields: RequestOf<'registerExport'>) => fetchRouteFile(api, 'registerExport', fields),
});

export type RegisterCalls = ReturnType<typeof registerCalls>;
