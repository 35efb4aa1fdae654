/**
 * The manuals' calls, typed from the route table: a readers' page's published items, a record's
 * file (fetched with the session's token, since files are served only to a signed-in person),
 * and uploading a record's file from its settings page.
 */
import type { ManualListReply } from '../../schemas/generated/api/manual-list.reply';
import type { ManualSection } from '../manuals/manual-rules';
import { callRoute, fetchRouteFile, uploadRoute } from './call-route';
import type { ApiClient } from './client';

export type ManualItem = ManualListReply['items'][number];

export const manualCalls = (api: ApiClient) => ({
  list: (section: ManualSection) => callRoute(api, 'manualList', { section }),
  file: (id: number) => fetchRouteFile(api, 'manualFile', undefined, { id }),
  /** The file goes as the body; its name in the query string. */
  upload: (id: number, file: Blob & { name: string }) => uploadRoute(api, 'manualFileUpload', { id, FILE_NAME: file.name }, file),
});

export type ManualCalls = ReturnType<typeof manualCalls>;
