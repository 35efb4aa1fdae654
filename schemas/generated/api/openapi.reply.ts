/* Generated from schemas/api/openapi.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * An OpenAPI 3.1 document.
 */
export interface OpenApiReply {
  openapi: string;
  info: {
    [k: string]: unknown;
  };
  paths: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
