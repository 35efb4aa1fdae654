/**
 * The destruction calls, typed from the route table: the lists a person keeps or reviews, one
 * list with its committee and decisions, drawing a list, sending it to the committee, a
 * member's decisions, closing the review, and a list as a file.
 */
import { callRoute, fetchRouteFile, type RequestOf } from './call-route';
import type { ApiClient } from './client';

export const destructionCalls = (api: ApiClient) => ({
  destructionLists: (fields: RequestOf<'destructionLists'> = {}) => callRoute(api, 'destructionLists', fields),
  destructionList: (fields: RequestOf<'destructionList'>) => callRoute(api, 'destructionList', fields),
  /** The registry clerk draws this year's list of the department's letters whose retention ran out. */
  destructionDraw: (fields: RequestOf<'destructionDraw'>) => callRoute(api, 'destructionDraw', fields),
  /** The registry clerk hands the draft to the committee. */
  destructionSubmit: (fields: RequestOf<'destructionSubmit'>) => callRoute(api, 'destructionSubmit', fields),
  /** A member decides one item, or every item not decided yet when ITEM_ID is left out. */
  destructionVote: (fields: RequestOf<'destructionVote'>) => callRoute(api, 'destructionVote', fields),
  /** The chair closes the review: the approved letters' files are erased for good. */
  destructionClose: (fields: RequestOf<'destructionClose'>) => callRoute(api, 'destructionClose', fields),
  /** The list as an XLSX workbook or the regulation's PDF form. */
  destructionExport: (fields: RequestOf<'destructionExport'>) => fetchRouteFile(api, 'destructionExport', fields),
});

export type DestructionCalls = ReturnType<typeof destructionCalls>;
