/* Generated from schemas/api/profile-picture.query.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Query string of upload-profile-picture; the body is the picture itself (png, jpg or jpeg, told by its content).
 */
export interface ProfilePictureQuery {
  /**
   * The picture's file name (.png, .jpg or .jpeg).
   */
  FILE_NAME: string;
}
