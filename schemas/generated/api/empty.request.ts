/* Generated from schemas/api/empty.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * A call that takes no fields: anything sent is an unknown field.
 */
export interface EmptyRequest {}
