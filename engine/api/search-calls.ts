/** The document store's call, typed from the route table: one page of the letters the signed-in person may read, found by the filters. */
import { callRoute, type RequestOf } from './call-route';
import type { ApiClient } from './client';

export const searchCalls = (api: ApiClient) => ({
  searchDocuments: (fields: RequestOf<'searchDocuments'>) => callRoute(api, 'searchDocuments', fields),
});

export type SearchCalls = ReturnType<typeof searchCalls>;
