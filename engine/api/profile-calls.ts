/**
 * The self-service calls, typed from the route table: the signed-in person's own record, their
 * contact fields, and their picture (upload, and fetch with the session's token, since the
 * picture is served only to a signed-in person). Only the profile pages' chunk loads this file.
 */
import type { ProfileReply } from '../../schemas/generated/api/profile.reply';
import { callRoute, fetchRouteFile, uploadRoute, type ReplyOf } from './call-route';
import type { ApiClient } from './client';

export type Profile = ProfileReply['item'];
export type ProfileCallReply = ReplyOf<'profileRead'>;

export const profileCalls = (api: ApiClient) => ({
  read: () => callRoute(api, 'profileRead'),
  /** Both contact fields, as the form holds them; an empty one clears it. */
  updateContact: (contact: { F_EMAIL: string; F_PHONE: string }) => callRoute(api, 'profileUpdate', contact),
  /** The picture goes as the body; its name (png, jpg, jpeg) in the query string. */
  uploadPicture: (file: Blob & { name: string }) => uploadRoute(api, 'profilePictureUpload', { FILE_NAME: file.name }, file),
  /** The person's own picture (an HttpError 404 when they have none). */
  picture: () => fetchRouteFile(api, 'profilePicture'),
});

export type ProfileCalls = ReturnType<typeof profileCalls>;
