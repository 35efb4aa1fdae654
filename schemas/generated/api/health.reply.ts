/* Generated from schemas/api/health.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of health while the database answers.
 */
export interface HealthReply {
  status: 'success';
  item: {
    database: 'up';
    /**
     * pglite or postgres.
     */
    engine: string;
    /**
     * The organisation this server runs.
     */
    tenant: string;
    version: string;
  };
}
